export interface TestPostgres {
  /** The embedded server's `postgres` database URL when the run fell back to one. */
  embeddedUrl: string | undefined;
  stop(): Promise<void>;
}

export function resolveTestPostgres(log?: (line: string) => void): Promise<TestPostgres>;
