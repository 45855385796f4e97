import type { Provider } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { UserDataRepository, type UserOwnedTable } from '../user-data/user-data.repository.js';
import { DatabaseProbe } from './database-probe.js';

/** The storage every service has besides its own: per-user row counts and deletion, and the probe. */
export function coreStorageProviders(schema: string, userTables: UserOwnedTable[]): Provider[] {
  return [
    {
      provide: UserDataRepository,
      inject: [getDataSourceToken()],
      useFactory: (ds: DataSource) => new UserDataRepository(ds, schema, userTables),
    },
    { provide: DatabaseProbe, inject: [getDataSourceToken()], useFactory: (ds: DataSource) => new DatabaseProbe(ds) },
  ];
}
