import { TypeOrmModule } from '@nestjs/typeorm';
import type { DynamicModule } from '@nestjs/common';
import { DataSource, type DataSourceOptions, type MixedList, type EntitySchema } from 'typeorm';
import { CallbackQueryClient } from './callback-query-client.js';
import { DATES_AS_TEXT } from './dates-as-text.js';

export interface ServiceDatabaseOptions {
  url: string;
  /** The Postgres schema this service owns; nobody else reads or writes it. */
  schema: string;
  entities: MixedList<Function | string | EntitySchema>;
  migrations: MixedList<Function | string>;
  poolSize?: number;
}

export function dataSourceOptions(o: ServiceDatabaseOptions): DataSourceOptions {
  return {
    type: 'postgres',
    url: o.url,
    schema: o.schema,
    entities: o.entities,
    migrations: o.migrations,
    migrationsTableName: 'migrations',
    migrationsRun: false,
    synchronize: false,
    uuidExtension: 'pgcrypto',
    poolSize: o.poolSize ?? 10,
    // The pool's clients answer TypeORM's queries through node-postgres's callback form (see the class),
    // and read `date` columns as the day's text whatever the process's time zone (see DATES_AS_TEXT).
    extra: {
      connectionTimeoutMillis: 5000,
      statement_timeout: 15000,
      Client: CallbackQueryClient,
      types: DATES_AS_TEXT,
    },
  };
}

/**
 * Opens the service's connection, creates its schema if missing (TypeORM does not) and runs its
 * migrations, each in its own transaction, before anything else touches the database.
 */
export async function initServiceDataSource(o: ServiceDatabaseOptions): Promise<DataSource> {
  if (!/^[a-z_][a-z0-9_]*$/.test(o.schema)) throw new Error(`invalid schema name ${o.schema}`);
  const ds = await new DataSource(dataSourceOptions(o)).initialize();
  // Two instances starting together must not run the same migration twice.
  const lock = ds.createQueryRunner();
  try {
    await lock.connect();
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [`migrations:${o.schema}`]);
    await lock.query(`CREATE SCHEMA IF NOT EXISTS "${o.schema}"`);
    await ds.runMigrations({ transaction: 'each' });
  } catch (e) {
    await lock.release();
    await ds.destroy();
    throw e;
  }
  await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [`migrations:${o.schema}`]);
  await lock.release();
  return ds;
}

export function serviceTypeOrmModule(o: ServiceDatabaseOptions): DynamicModule {
  return TypeOrmModule.forRootAsync({
    useFactory: () => dataSourceOptions(o),
    dataSourceFactory: () => initServiceDataSource(o),
  });
}
