import type { Logger } from 'pino';
import type { FeedKind, Instrument, Tick } from '@app/contracts';
import { Clock } from '../clock/clock.js';
import { MarketConfig } from '../config/market.config.js';
import { KiteTickerFeed } from './kite/kite-ticker-feed.js';
import type { MarketFeed } from './market-feed.js';
import { SimulatorFeed, type SimQuoteState } from './simulator/simulator-feed.js';
import { tradingDayOf } from '@app/calendar';

/**
 * Builds a feed of the kind: Kite's ticker signed with the token, or the simulator, which resumes from the
 * last quotes (stored, or the feed's before it) and, given per-instrument mean gaps (liquidity tiers),
 * schedules random arrivals instead of moving everything once per step.
 */
export function createFeed(
  kind: FeedKind,
  accessToken: string | null,
  config: MarketConfig,
  clock: Clock,
  logger: Logger,
  lastQuotes: Iterable<Tick>,
  meanGapSeconds?: (instrument: Instrument) => number,
): MarketFeed {
  if (kind === 'kite') {
    if (!accessToken || !config.KITE_API_KEY) throw new Error('the Kite ticker needs KITE_API_KEY and an access token');
    return new KiteTickerFeed({
      apiKey: config.KITE_API_KEY,
      accessToken,
      url: config.KITE_TICKER_URL,
      logger,
      now: () => clock.now(),
    });
  }
  const initialQuotes = new Map<number, SimQuoteState>();
  for (const t of lastQuotes) {
    initialQuotes.set(t.instrument_token, {
      day: tradingDayOf(new Date(t.timestamp)),
      last_price: t.last_price,
      open: t.ohlc.open,
      high: t.ohlc.high,
      low: t.ohlc.low,
      close: t.ohlc.close,
      volume: t.volume,
    });
  }
  return new SimulatorFeed({
    seed: config.SIMULATOR_SEED,
    intervalMs: config.SIMULATOR_INTERVAL_MS,
    alwaysOpen: config.MARKET_ALWAYS_OPEN,
    now: () => clock.now(),
    initialQuotes,
    meanGapSeconds,
  });
}
