import { IsBoolean, IsIn, IsInt, IsISO8601, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { FEED_KINDS, type FeedKind } from '@app/contracts';
import { EnvBoolean, EnvInt, ServiceConfig, loadConfig, parseKeyRing } from '@app/common';
import { FEED_ON_EXPIRY, type FeedOnExpiry, type KiteTokenSource } from '../feeds/feed-choice.js';

/** What the simulator streams: see SIMULATOR_UNIVERSE. */
export const SIMULATOR_UNIVERSES = ['core', 'all'] as const;
export type SimulatorUniverse = (typeof SIMULATOR_UNIVERSES)[number];

export class MarketConfig extends ServiceConfig {
  /** Which feed streams ticks; unset means Kite when its credentials are given, else the simulator. */
  @IsOptional()
  @IsIn(FEED_KINDS)
  MARKET_FEED?: FeedKind;

  @IsOptional()
  @IsString()
  KITE_API_KEY?: string;

  /** Overrides the feed account's session: when set with KITE_API_KEY, Kite is signed with it and no session is asked. */
  @IsOptional()
  @IsString()
  KITE_ACCESS_TOKEN?: string;

  /**
   * The portfolio service's key ring (same value): opens the feed account's session, which the portfolio
   * hands over sealed. With KITE_API_KEY and no KITE_ACCESS_TOKEN, the feed streams Kite from that session.
   */
  @IsOptional()
  @IsString()
  BROKER_TOKEN_KEYS?: string;

  /** What runs while no session can stream Kite (none connected, expired at 06:00 IST, refused). */
  @IsIn(FEED_ON_EXPIRY)
  KITE_FEED_ON_EXPIRY: FeedOnExpiry = 'simulator';

  @Matches(/^wss?:\/\/.+/, { message: 'KITE_TICKER_URL must be a ws:// or wss:// URL' })
  KITE_TICKER_URL = 'wss://ws.kite.trade';

  @Matches(/^https?:\/\/.+/, { message: 'KITE_API_URL must be an http(s):// URL' })
  KITE_API_URL = 'https://api.kite.trade';

  /** Seed of the simulator's random walk: the same seed replays the same prices. */
  @EnvInt()
  @IsInt()
  SIMULATOR_SEED = 20240610;

  @EnvInt()
  @IsInt()
  @Min(50)
  @Max(60000)
  SIMULATOR_INTERVAL_MS = 1000;

  /**
   * `all`: every instrument of the master, each at its liquidity tier's random rate (5,000-20,000 ticks/s
   * on the bundled universe). `core`: the core set (indices, NIFTY 50 / SENSEX shares, index and MCX
   * futures) moving once per SIMULATOR_INTERVAL_MS, plus what clients subscribe; the test stack pins it,
   * so suites keep the load and cadence they were written for.
   */
  @IsIn(SIMULATOR_UNIVERSES)
  SIMULATOR_UNIVERSE: SimulatorUniverse = 'all';

  /** Keeps every exchange open around the clock (demos and tests). */
  @EnvBoolean()
  @IsBoolean()
  MARKET_ALWAYS_OPEN = false;

  /** A calendar data file (same format as the bundled one) that replaces it; re-read by the admin reload. */
  @IsOptional()
  @IsString()
  MARKET_CALENDAR_FILE?: string;

  /** Starts the service's clock at this instant, running on from there (tests and demos of a chosen date). */
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'MARKET_CLOCK_START must be an ISO-8601 instant' })
  MARKET_CLOCK_START?: string;

  /** How often the latest quotes are written to Postgres, so a restart resumes the day. */
  @EnvInt()
  @IsInt()
  @Min(100)
  @Max(600000)
  QUOTE_FLUSH_INTERVAL_MS = 5000;

  /** How long a Kite REST call (historical candles, LTP quotes) may take before it counts as unreachable. */
  @EnvInt()
  @IsInt()
  @Min(100)
  @Max(120000)
  KITE_HTTP_TIMEOUT_MS = 7000;

  /** How long an LTP from Kite's /quote/ltp serves an instrument the ticker does not stream. */
  @EnvInt()
  @IsInt()
  @Min(0)
  @Max(600000)
  KITE_QUOTE_CACHE_MS = 5000;

  /** The feed at start-up; with a session source it follows the session at run time (FeedCredentials). */
  get feedKind(): FeedKind {
    if (this.MARKET_FEED) return this.MARKET_FEED;
    return this.feedTokenSource === 'override' ? 'kite' : 'simulator';
  }

  /** Where Kite's token comes from; `none` when the simulator is forced or Kite is not configured. */
  get feedTokenSource(): KiteTokenSource {
    if (this.MARKET_FEED === 'simulator' || !this.KITE_API_KEY) return 'none';
    if (this.KITE_ACCESS_TOKEN) return 'override';
    return this.BROKER_TOKEN_KEYS ? 'session' : 'none';
  }
}

function configProblems(merged: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (merged.MARKET_FEED === 'kite' && !(merged.KITE_API_KEY && (merged.KITE_ACCESS_TOKEN || merged.BROKER_TOKEN_KEYS)))
    problems.push('KITE_API_KEY: MARKET_FEED=kite needs KITE_API_KEY and KITE_ACCESS_TOKEN or BROKER_TOKEN_KEYS');
  if (merged.BROKER_TOKEN_KEYS) {
    try {
      parseKeyRing(merged.BROKER_TOKEN_KEYS, 'BROKER_TOKEN_KEYS');
    } catch (e) {
      problems.push((e as Error).message);
    }
  }
  return problems;
}

/** The one place the market service reads its environment. */
export function loadMarketConfig(env: Record<string, string | undefined> = process.env): MarketConfig {
  return loadConfig(MarketConfig, env, {
    defaults: { HEALTH_PORT: '3003' },
    check: configProblems,
  });
}
