import { ServiceConfig, loadConfig } from '@app/common';

export class MarketConfig extends ServiceConfig {}

/** The one place the market service reads its environment. */
export function loadMarketConfig(env: Record<string, string | undefined> = process.env): MarketConfig {
  return loadConfig(MarketConfig, env, { defaults: { HEALTH_PORT: '3003' } });
}
