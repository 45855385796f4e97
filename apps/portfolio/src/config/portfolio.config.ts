import { IsInt, Max, Min } from 'class-validator';
import { EnvInt, ServiceConfig, loadConfig } from '@app/common';
import { LIVE_PRICE_FRESH_MS } from '../market/live-prices.js';

export class PortfolioConfig extends ServiceConfig {
  /** How long a tick heard on the stream stands as the latest price for lists; 0 always asks the market service. */
  @EnvInt()
  @IsInt()
  @Min(0)
  @Max(60_000)
  LIVE_PRICE_FRESH_MS = LIVE_PRICE_FRESH_MS;
}

/** The one place the portfolio service reads its environment. */
export function loadPortfolioConfig(env: Record<string, string | undefined> = process.env): PortfolioConfig {
  return loadConfig(PortfolioConfig, env, { defaults: { HEALTH_PORT: '3002' } });
}
