import { describe, expect, it } from '@jest/globals';
import type { Instrument, Tick } from '@app/contracts';
import { TRADING_YEAR_SECONDS, tickDecimals } from './gbm.js';
import { SimulatorFeed, type SimulatorFeedOptions } from './simulator-feed.js';

const ist = (local: string): Date => new Date(`${local}+05:30`);

function row(
  instrument_token: number,
  tradingsymbol: string,
  last_price: number,
  over: Partial<Instrument> = {},
): Instrument {
  return {
    instrument_token,
    exchange_token: instrument_token >> 8,
    tradingsymbol,
    name: tradingsymbol,
    last_price,
    expiry: null,
    strike: 0,
    tick_size: 0.05,
    lot_size: 1,
    instrument_type: 'EQ',
    segment: 'NSE',
    exchange: 'NSE',
    isin: null,
    ...over,
  };
}
const future = (
  token: number,
  symbol: string,
  name: string,
  price: number,
  tick: number,
  lot: number,
  exchange: string,
) =>
  row(token, symbol, price, {
    name,
    tick_size: tick,
    lot_size: lot,
    instrument_type: 'FUT',
    segment: `${exchange}-FUT`,
    exchange,
    expiry: '2026-12-29',
  });

const RELIANCE = row(738561, 'RELIANCE', 1520);
const RELIANCE_BSE = row(128083204, 'RELIANCE', 1520, { segment: 'BSE', exchange: 'BSE' });
const TATASTEEL = row(895745, 'TATASTEEL', 170, { tick_size: 0.01 });
const NIFTY = row(256265, 'NIFTY 50', 26050, { segment: 'INDICES', tick_size: 0, lot_size: 0 });
const NIFTY_FUT = future(1_792_266_498, 'NIFTY26DECFUT', 'NIFTY', 26_200, 0.1, 65, 'NFO');
const GOLD = future(1_815_308_807, 'GOLD26DECFUT', 'GOLD', 130_500, 1, 1, 'MCX');
const NATGAS = future(1_843_471_367, 'NATURALGAS26DECFUT', 'NATURALGAS', 351.2, 0.1, 1250, 'MCX');
const ALL = [RELIANCE, RELIANCE_BSE, TATASTEEL, NIFTY, NIFTY_FUT, GOLD, NATGAS];

const MONDAY_10AM = ist('2026-11-23T10:00:00');

function feedOf(instruments: Instrument[], options: Partial<SimulatorFeedOptions> = {}): SimulatorFeed {
  const feed = new SimulatorFeed({
    seed: 20240610,
    intervalMs: 1000,
    alwaysOpen: false,
    now: () => MONDAY_10AM,
    ...options,
  });
  feed.subscribe(instruments);
  return feed;
}

/** Steps the feed `count` times, `everyMs` apart from `from`. */
function run(feed: SimulatorFeed, from: Date, count: number, everyMs = 1000): Tick[][] {
  return Array.from({ length: count }, (_, i) => feed.step(new Date(from.getTime() + i * everyMs)));
}

const pricesOf = (steps: Tick[][], token: number) =>
  steps
    .flat()
    .filter((t) => t.instrument_token === token)
    .map((t) => t.last_price);
const tokensOf = (ticks: Pick<Tick, 'instrument_token'>[]) =>
  ticks.map((t) => t.instrument_token).sort((a, b) => a - b);

describe('SimulatorFeed: a seeded walk', () => {
  it('replays the same prices for the same seed, instruments and instants', () => {
    const a = run(feedOf(ALL), MONDAY_10AM, 300);
    const b = run(feedOf(ALL), MONDAY_10AM, 300);
    expect(b).toEqual(a);
    expect(run(feedOf(ALL, { seed: 7 }), MONDAY_10AM, 300)).not.toEqual(a);
  });

  it('walks each instrument on its own stream, whatever else is subscribed and in what order', () => {
    const alone = pricesOf(run(feedOf([GOLD]), MONDAY_10AM, 200), GOLD.instrument_token);
    const among = pricesOf(run(feedOf([...ALL].reverse()), MONDAY_10AM, 200), GOLD.instrument_token);
    expect(among).toEqual(alone);
  });

  it('moves a company NSE and BSE quotes together', () => {
    const steps = run(feedOf(ALL), MONDAY_10AM, 100);
    expect(pricesOf(steps, RELIANCE_BSE.instrument_token)).toEqual(pricesOf(steps, RELIANCE.instrument_token));
  });

  it('emits only exact tick multiples, written as clean decimals: ticks 0.01, 0.05, 0.1 and 1', () => {
    const feed = feedOf(ALL, { intervalMs: 60_000, alwaysOpen: true });
    const ticks = run(feed, MONDAY_10AM, 1500, 60_000).flat();
    const tickOf = new Map(ALL.map((i) => [i.instrument_token, i.tick_size || 0.05]));
    const offTick: string[] = [];
    for (const t of ticks) {
      const tick = tickOf.get(t.instrument_token)!;
      const decimals = tickDecimals(tick);
      for (const p of [t.last_price, t.ohlc.open, t.ohlc.high, t.ohlc.low]) {
        const multiple = Math.abs(p / tick - Math.round(p / tick)) < 1e-9;
        if (!multiple || p !== Number(p.toFixed(decimals))) offTick.push(`${t.instrument_token}: ${p}`);
      }
      if (t.change !== Number(t.change.toFixed(decimals))) offTick.push(`${t.instrument_token} change: ${t.change}`);
    }
    expect(offTick).toEqual([]);
    expect(new Set(ticks.map((t) => tickOf.get(t.instrument_token)))).toEqual(new Set([0.01, 0.05, 0.1, 1]));
  });
});

describe('SimulatorFeed: exchange sessions', () => {
  it('leaves NSE and BSE still on a Saturday', () => {
    expect(feedOf(ALL).step(ist('2026-11-21T10:00:00'))).toEqual([]);
  });

  it('moves everything on a weekday morning, NSE pre-open included', () => {
    expect(feedOf(ALL).step(MONDAY_10AM)).toHaveLength(ALL.length);
    expect(tokensOf(feedOf([RELIANCE]).step(ist('2026-11-23T09:05:00')))).toEqual([RELIANCE.instrument_token]);
  });

  it('keeps an NSE stock still at 16:00 IST while MCX gold moves, and only MCX trades at 20:00', () => {
    const mcx = tokensOf([GOLD, NATGAS]);
    expect(tokensOf(feedOf(ALL).step(ist('2026-11-23T16:00:00')))).toEqual(mcx);
    expect(tokensOf(feedOf(ALL).step(ist('2026-11-23T20:00:00')))).toEqual(mcx);
  });

  it('moves everything at any hour with alwaysOpen', () => {
    expect(feedOf(ALL, { alwaysOpen: true }).step(ist('2026-11-22T03:00:00'))).toHaveLength(ALL.length);
  });

  it('hands the listener one batch per step, and nothing when every market is shut', async () => {
    const batches: Tick[][] = [];
    const feed = feedOf([]);
    await feed.start(ALL, { ticks: (t) => batches.push(t), status: () => undefined, error: () => undefined });
    try {
      feed.step(ist('2026-11-21T12:00:00'));
      expect(batches).toHaveLength(0);
      feed.step(MONDAY_10AM);
      expect(batches).toHaveLength(1);
      expect(batches[0]).toHaveLength(ALL.length);
    } finally {
      await feed.stop();
    }
  });
});

describe('SimulatorFeed: statistics', () => {
  it('gives per-step log-returns a standard deviation near σ·√Δt', () => {
    const steps = 5000;
    const intervalMs = 60_000;
    const prices = pricesOf(
      run(feedOf([NIFTY], { intervalMs, alwaysOpen: true }), MONDAY_10AM, steps, intervalMs),
      NIFTY.instrument_token,
    );
    const returns = prices.slice(1).map((p, i) => Math.log(p / prices[i]));
    const mean = returns.reduce((a, b) => a + b, 0) / returns.length;
    const sd = Math.sqrt(returns.reduce((a, b) => a + (b - mean) ** 2, 0) / (returns.length - 1));
    const expected = 0.14 * Math.sqrt(intervalMs / 1000 / TRADING_YEAR_SECONDS);
    expect(sd / expected).toBeGreaterThan(0.9);
    expect(sd / expected).toBeLessThan(1.1);
    expect(Math.abs(mean)).toBeLessThan(expected / 10);
  });
});
