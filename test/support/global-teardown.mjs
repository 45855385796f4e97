/** Stops the embedded PostgreSQL the run fell back to, if it did. */
export default async function globalTeardown() {
  await globalThis.testPostgres?.stop();
}
