import { readFileSync } from 'node:fs';
import { SECRET_VARIABLE_NAMES } from './secret-variables.js';

export type ReadSecretFile = (path: string) => string;

const readUtf8: ReadSecretFile = (path) => readFileSync(path, 'utf8');

/**
 * Replaces each `<NAME>_FILE` of a secret variable by the file's content as `<NAME>`, so secrets can be
 * mounted as files (Docker secrets, Kubernetes secret volumes) instead of sitting in the environment.
 * One trailing newline is dropped, as editors and `echo` add it. Problems never quote a secret.
 */
export function resolveSecretFiles(
  env: Record<string, string | undefined>,
  read: ReadSecretFile = readUtf8,
): { env: Record<string, string | undefined>; problems: string[] } {
  const out = { ...env };
  const problems: string[] = [];
  for (const name of SECRET_VARIABLE_NAMES) {
    const fileVar = `${name}_FILE`;
    const path = env[fileVar];
    if (path === undefined || path === '') continue;
    delete out[fileVar];
    if (env[name] !== undefined && env[name] !== '') {
      problems.push(`${fileVar}: set either ${name} or ${fileVar}, not both`);
      continue;
    }
    let content: string;
    try {
      content = read(path).replace(/\r?\n$/, '');
    } catch (err) {
      problems.push(`${fileVar}: cannot read ${path} (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
      continue;
    }
    if (content === '') problems.push(`${fileVar}: ${path} is empty`);
    else out[name] = content;
  }
  return { env: out, problems };
}

/**
 * Puts DATABASE_PASSWORD into DATABASE_URL (URL-encoded), so the URL can stay in plain configuration and
 * only the password is a secret. A URL that already holds a password is a conflict, not silently replaced.
 */
export function withDatabasePassword(
  env: Record<string, string | undefined>,
  defaultUrl: string | undefined,
): { env: Record<string, string | undefined>; problems: string[] } {
  const password = env.DATABASE_PASSWORD;
  if (password === undefined || password === '') return { env, problems: [] };
  const { DATABASE_PASSWORD: _password, ...rest } = env;
  const base = env.DATABASE_URL || defaultUrl;
  if (!base) return { env: rest, problems: [] };
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    // The URL's own validation names the problem.
    return { env: rest, problems: [] };
  }
  if (url.password) {
    return { env: rest, problems: ['DATABASE_PASSWORD: DATABASE_URL already holds a password; give only one'] };
  }
  url.password = encodeURIComponent(password);
  return { env: { ...rest, DATABASE_URL: url.toString() }, problems: [] };
}
