import { ServiceConfig, loadConfig } from '@app/common';

export class SettingsConfig extends ServiceConfig {}

/** The one place the settings service reads its environment. */
export function loadSettingsConfig(env: Record<string, string | undefined> = process.env): SettingsConfig {
  return loadConfig(SettingsConfig, env, { defaults: { HEALTH_PORT: '3004' } });
}
