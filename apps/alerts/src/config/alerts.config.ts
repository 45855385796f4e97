import { ServiceConfig, loadConfig } from '@app/common';

export class AlertsConfig extends ServiceConfig {}

/** The one place the alerts service reads its environment. */
export function loadAlertsConfig(env: Record<string, string | undefined> = process.env): AlertsConfig {
  return loadConfig(AlertsConfig, env, { defaults: { HEALTH_PORT: '3005' } });
}
