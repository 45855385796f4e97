import { ServiceConfig, loadConfig } from '@app/common';

export class PortfolioConfig extends ServiceConfig {}

/** The one place the portfolio service reads its environment. */
export function loadPortfolioConfig(env: Record<string, string | undefined> = process.env): PortfolioConfig {
  return loadConfig(PortfolioConfig, env, { defaults: { HEALTH_PORT: '3002' } });
}
