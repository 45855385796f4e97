import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { localPostgresUrl, probePostgres, withDatabase } from '../../scripts/local-postgres.mjs';

/**
 * The server tests use: DATABASE_URL's (which the run's global setup sets when it fell back to an
 * embedded server, see test-postgres.mjs), else the local one (LOCAL_POSTGRES_URL or 127.0.0.1:5432).
 */
export function adminDatabaseUrl(): string {
  return withDatabase(process.env.DATABASE_URL ?? localPostgresUrl(), 'postgres');
}

export async function postgresReachable(): Promise<boolean> {
  return (await probePostgres(adminDatabaseUrl())) === 'ok';
}

export interface TestDatabase {
  url: string;
  name: string;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

/** A fresh, empty database for one test file, so files never see each other's rows. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminDatabaseUrl());
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  // pool.end() closes idle clients without waiting for their sockets, so the DROP ... WITH (FORCE) below can
  // terminate one still closing (57P01). A pool with no 'error' listener throws that into whichever test runs.
  pool.on('error', (e: Error & { code?: string }) => {
    if (e.code !== '57P01') console.warn(`test database ${name}: idle connection failed: ${e.message}`);
  });
  return {
    url: url.toString(),
    name,
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    drop: async () => {
      await pool.end();
      const c = new pg.Client({ connectionString: adminDatabaseUrl() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}
