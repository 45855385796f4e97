import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { demoSeedProblems } from './demo-in-production.js';
import { resolveSecretFiles, withDatabasePassword, type ReadSecretFile } from './secret-files.js';
import { productionSecretProblems, requiredSecrets } from './secret-variables.js';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

function describe(errors: ValidationError[]): string[] {
  return errors.map((e) => `${e.property}: ${Object.values(e.constraints ?? {}).join('; ')}`);
}

/**
 * Builds a validated config object from an environment map. Every bad variable is named at once,
 * so a mis-configured deployment fails at start-up with one clear message. Secrets may come from
 * `<NAME>_FILE`; in production a missing or guessable secret and an unconfirmed demo seed are refused.
 */
export function loadConfig<T extends object>(
  cls: new () => T,
  env: Record<string, string | undefined>,
  options: LoadConfigOptions = {},
): T {
  // An empty variable counts as unset, so `FOO=` in a compose file falls back to the default.
  const defined = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const files = resolveSecretFiles(defined, options.readFile);
  const defaultUrl = (new cls() as { DATABASE_URL?: string }).DATABASE_URL;
  const database = withDatabasePassword({ ...options.defaults, ...files.env }, defaultUrl);
  const withDefaults = database.env;
  const config = plainToInstance(cls, withDefaults, { exposeDefaultValues: true });
  const errors = validateSync(config, { whitelist: false, forbidUnknownValues: false });
  const problems = [
    ...files.problems,
    ...database.problems,
    ...describe(errors),
    ...productionSecretProblems(withDefaults, requiredSecrets(config)),
    ...demoSeedProblems(config),
    ...(options.check?.(withDefaults) ?? []),
  ];
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

export interface LoadConfigOptions {
  /** Per-deployment defaults that differ from the class's (a service's own health port, say). */
  defaults?: Record<string, string>;
  /** Rules across variables; each problem is reported beside the field errors. */
  check?: (env: Record<string, string | undefined>) => string[];
  /** Reads a `<NAME>_FILE` secret; the file system unless a test gives another. */
  readFile?: ReadSecretFile;
}
