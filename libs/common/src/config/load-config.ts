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
export function loadConfig<T extends object>(cls: new () => T, env: Record<string, string | undefined>): T {
  const defined = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const config = plainToInstance(cls, defined, { exposeDefaultValues: true });
  const errors = validateSync(config, { whitelist: false, forbidUnknownValues: false });
  if (errors.length > 0) throw new ConfigError(describe(errors));
  return config;
}
