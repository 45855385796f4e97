import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';

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
 * so a mis-configured deployment fails at start-up with one clear message.
 */
export function loadConfig<T extends object>(
  cls: new () => T,
  env: Record<string, string | undefined>,
  options: LoadConfigOptions = {},
): T {
  // An empty variable counts as unset, so `FOO=` in a compose file falls back to the default.
  const defined = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const withDefaults = { ...options.defaults, ...defined };
  const config = plainToInstance(cls, withDefaults, { exposeDefaultValues: true });
  const errors = validateSync(config, { whitelist: false, forbidUnknownValues: false });
  const problems = [...describe(errors), ...(options.check?.(withDefaults) ?? [])];
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

export interface LoadConfigOptions {
  /** Per-deployment defaults that differ from the class's (a service's own health port, say). */
  defaults?: Record<string, string>;
  /** Rules across variables; each problem is reported beside the field errors. */
  check?: (env: Record<string, string | undefined>) => string[];
}

/** In production the development JWT secret, or none, must stop the process at start-up. */
export function productionSecretProblems(env: Record<string, string | undefined>, devSecret: string): string[] {
  if (env.NODE_ENV !== 'production') return [];
  if (!env.JWT_SECRET || env.JWT_SECRET === devSecret) {
    return ['JWT_SECRET: required in production (a random string of at least 32 characters)'];
  }
  return [];
}
