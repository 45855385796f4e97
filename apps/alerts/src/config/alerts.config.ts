import { IsInt, Max, Min } from 'class-validator';
import { EnvInt, ServiceConfig, loadConfig } from '@app/common';

export class AlertsConfig extends ServiceConfig {
  /** Ticks the engine keeps waiting for evaluation; beyond it, older ticks give way (see TickQueue). */
  @EnvInt()
  @IsInt()
  @Min(1)
  @Max(10_000_000)
  ALERTS_QUEUE_MAX_TICKS = 20_000;
}

/** The one place the alerts service reads its environment. */
export function loadAlertsConfig(env: Record<string, string | undefined> = process.env): AlertsConfig {
  return loadConfig(AlertsConfig, env, { defaults: { HEALTH_PORT: '3005' } });
}
