import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { EnvInt, ServiceConfig, loadConfig, parseKeyRing } from '@app/common';
import { LIVE_PRICE_FRESH_MS } from '../market/live-prices.js';

export class PortfolioConfig extends ServiceConfig {
  /** How long a tick heard on the stream stands as the latest price for lists; 0 always asks the market service. */
  @EnvInt()
  @IsInt()
  @Min(0)
  @Max(60_000)
  LIVE_PRICE_FRESH_MS = LIVE_PRICE_FRESH_MS;

  /** The operator's Kite Connect app: with key and secret, users can connect their own Zerodha accounts. */
  @IsOptional()
  @IsString()
  KITE_API_KEY?: string;

  @IsOptional()
  @IsString()
  KITE_API_SECRET?: string;

  @Matches(/^https?:\/\/.+/, { message: 'KITE_API_URL must be an http(s):// URL' })
  KITE_API_URL = 'https://api.kite.trade';

  /** Kite's login page (section 2.2 of Kite Connect's docs). */
  @Matches(/^https?:\/\/.+/, { message: 'KITE_LOGIN_URL must be an http(s):// URL' })
  KITE_LOGIN_URL = 'https://kite.zerodha.com/connect/login';

  /**
   * Keys that seal broker access tokens at rest: `id:base64key[,id:base64key]`, 32-byte keys, the first
   * sealing new tokens (see docs/broker-connection.md for rotation). The market service is given the same
   * ring to open the feed account's token.
   */
  @IsOptional()
  @IsString()
  BROKER_TOKEN_KEYS?: string;

  /** How long a Kite REST call may take before it counts as unreachable. */
  @EnvInt()
  @IsInt()
  @Min(100)
  @Max(120_000)
  KITE_HTTP_TIMEOUT_MS = 7000;

  /** How often an order not yet final is read back from Kite when no ticker message has told its fate. */
  @EnvInt()
  @IsInt()
  @Min(200)
  @Max(60_000)
  KITE_ORDER_POLL_MS = 2000;

  /**
   * NSE's bhavcopy of 31 Jan 2018 (`cm31JAN2018bhav.csv`, unzipped): its HIGH per ISIN is the FMV that
   * grandfathers long-term gains on equity bought by then. Unset: such lots are taxed on actual cost.
   */
  @IsOptional()
  @IsString()
  FMV_31_JAN_2018_FILE?: string;

  get kiteConfigured(): boolean {
    return Boolean(this.KITE_API_KEY && this.KITE_API_SECRET && this.BROKER_TOKEN_KEYS);
  }
}

/** The one place the portfolio service reads its environment. */
export function loadPortfolioConfig(env: Record<string, string | undefined> = process.env): PortfolioConfig {
  return loadConfig(PortfolioConfig, env, { defaults: { HEALTH_PORT: '3002' }, check: keyRingProblems });
}

/** A key ring that does not parse is refused at start-up, naming the variable (never a key). */
function keyRingProblems(env: Record<string, string | undefined>): string[] {
  if (!env.BROKER_TOKEN_KEYS) return [];
  try {
    parseKeyRing(env.BROKER_TOKEN_KEYS, 'BROKER_TOKEN_KEYS');
    return [];
  } catch (e) {
    return [(e as Error).message];
  }
}
