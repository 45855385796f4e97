import { resolveTestPostgres } from './test-postgres.mjs';

/** Once per jest run, before any test file: the PostgreSQL server they all use. */
export default async function globalSetup() {
  globalThis.testPostgres = await resolveTestPostgres();
}
