import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { FeedStatus, Instrument, Tick } from '@app/contracts';
import { SimulatorFeed, type SimQuoteState, type SimulatorFeedOptions } from './simulator-feed.js';

const ist = (local: string): Date => new Date(`${local}+05:30`);
const MONDAY_10AM = ist('2026-11-23T10:00:00');
const SATURDAY = ist('2026-11-21T11:00:00');

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
const RELIANCE = row(738561, 'RELIANCE', 1520);
const INFY = row(408065, 'INFY', 1560);
const NIFTY = row(256265, 'NIFTY 50', 26050, { segment: 'INDICES', tick_size: 0, lot_size: 0 });

function feedOf(instruments: Instrument[], options: Partial<SimulatorFeedOptions> = {}): SimulatorFeed {
  const feed = new SimulatorFeed({ seed: 1, intervalMs: 1000, alwaysOpen: false, now: () => MONDAY_10AM, ...options });
  feed.subscribe(instruments);
  return feed;
}
const tickOf = (ticks: Tick[], token = RELIANCE.instrument_token) => ticks.find((t) => t.instrument_token === token);
const seconds = (from: Date, n: number) => new Date(from.getTime() + n * 1000);

describe('SimulatorFeed: daily quote', () => {
  it('starts an unquoted instrument from its reference price, which stands as the previous close', () => {
    const first = tickOf(feedOf([RELIANCE]).step(MONDAY_10AM))!;
    expect(first.ohlc.close).toBe(1520);
    expect(Math.abs(first.last_price - 1520)).toBeLessThan(2);
    expect(first.ohlc).toMatchObject({ open: first.last_price, high: first.last_price, low: first.last_price });
    expect(first.change).toBe(Number((first.last_price - 1520).toFixed(2)));
  });

  it('keeps high >= last >= low through the day, grows volume, and rolls the day on the next morning', () => {
    const feed = feedOf([RELIANCE, NIFTY]);
    let last: Tick | undefined;
    for (let i = 0; i < 600; i++) {
      const t = tickOf(feed.step(seconds(ist('2026-11-23T15:20:00'), i)));
      if (!t) continue;
      expect(t.ohlc.high).toBeGreaterThanOrEqual(t.last_price);
      expect(t.last_price).toBeGreaterThanOrEqual(t.ohlc.low);
      if (last) expect(t.volume).toBeGreaterThan(last.volume);
      last = t;
    }
    expect(last!.timestamp).toBe(ist('2026-11-23T15:29:59').toISOString());
    // Tuesday 24 November 2026 is an exchange holiday (Prakash Gurpurb): the next morning is Wednesday's.
    const nextMorning = feed.step(ist('2026-11-25T09:00:00'));
    expect(tickOf(nextMorning)!.ohlc).toEqual({
      open: tickOf(nextMorning)!.last_price,
      high: tickOf(nextMorning)!.last_price,
      low: tickOf(nextMorning)!.last_price,
      close: last!.last_price,
    });
    expect(tickOf(nextMorning)!.volume).toBe(0);
    expect(tickOf(nextMorning, NIFTY.instrument_token)!.volume).toBe(0);
  });

  it('resumes a saved quote of the same day, and closes a saved quote of an earlier day', () => {
    const saved: SimQuoteState = {
      day: '2026-11-23',
      last_price: 1500,
      open: 1490,
      high: 1510,
      low: 1480,
      close: 1495,
      volume: 5000,
    };
    const sameDay = tickOf(
      feedOf([RELIANCE], { initialQuotes: new Map([[RELIANCE.instrument_token, saved]]) }).step(MONDAY_10AM),
    )!;
    expect(sameDay.ohlc).toMatchObject({ open: 1490, high: 1510, low: 1480, close: 1495 });
    expect(Math.abs(sameDay.last_price - 1500)).toBeLessThan(2);
    expect(sameDay.volume).toBeGreaterThan(5000);
    const friday = { ...saved, day: '2026-11-20' };
    const nextDay = tickOf(
      feedOf([RELIANCE], { initialQuotes: new Map([[RELIANCE.instrument_token, friday]]) }).step(MONDAY_10AM),
    )!;
    expect(nextDay.ohlc.close).toBe(1500);
    expect(nextDay.volume).toBe(0);
  });

  it('exposes the quotes of instruments that ticked, as copies, for storage', () => {
    const feed = feedOf([RELIANCE, INFY]);
    expect(feed.quotes().size).toBe(0);
    feed.step(MONDAY_10AM);
    const quotes = feed.quotes();
    expect([...quotes.keys()].sort()).toEqual([INFY.instrument_token, RELIANCE.instrument_token].sort());
    expect(quotes.get(RELIANCE.instrument_token)).toMatchObject({ day: '2026-11-23', close: 1520 });
    quotes.get(RELIANCE.instrument_token)!.last_price = 1;
    expect(feed.quotes().get(RELIANCE.instrument_token)!.last_price).not.toBe(1);
  });
});

describe('SimulatorFeed: setPrice', () => {
  it('makes the next tick carry exactly that price, and the walk continue from it', () => {
    const feed = feedOf([RELIANCE]);
    feed.step(MONDAY_10AM);
    expect(feed.setPrice(RELIANCE.instrument_token, 1234.5)).toBe(1234.5);
    const set = tickOf(feed.step(seconds(MONDAY_10AM, 1)))!;
    expect(set.last_price).toBe(1234.5);
    expect(set.ohlc.low).toBe(1234.5);
    const after = tickOf(feed.step(seconds(MONDAY_10AM, 2)))!;
    expect(Math.abs(after.last_price - 1234.5)).toBeLessThan(2);
  });

  it('rounds the price to the tick and raises the high when above it', () => {
    const feed = feedOf([RELIANCE]);
    feed.step(MONDAY_10AM);
    expect(feed.setPrice(RELIANCE.instrument_token, 1700.03)).toBe(1700.05);
    expect(tickOf(feed.step(seconds(MONDAY_10AM, 1)))!.ohlc.high).toBe(1700.05);
  });

  it('emits that one tick even while the market is closed, then stays still', () => {
    const feed = feedOf([RELIANCE, INFY]);
    feed.setPrice(RELIANCE.instrument_token, 1600);
    const ticks = feed.step(SATURDAY);
    expect(ticks.map((t) => [t.instrument_token, t.last_price])).toEqual([[RELIANCE.instrument_token, 1600]]);
    expect(feed.step(seconds(SATURDAY, 1))).toEqual([]);
  });

  it('can emit the set price at once as a frame of its own, which the next step does not repeat', async () => {
    const feed = feedOf([RELIANCE, INFY]);
    const frames: number[][] = [];
    await feed.start([RELIANCE, INFY], {
      ticks: (t) => frames.push(t.map((x) => x.last_price)),
      status: () => undefined,
      error: () => undefined,
    });
    feed.step(MONDAY_10AM);
    frames.length = 0;
    feed.setPrice(RELIANCE.instrument_token, 1500);
    expect(feed.emitSetPrice(RELIANCE.instrument_token, seconds(MONDAY_10AM, 0.5))?.last_price).toBe(1500);
    expect(frames).toEqual([[1500]]);
    expect(feed.emitSetPrice(RELIANCE.instrument_token)).toBeUndefined();
    const next = feed.step(seconds(MONDAY_10AM, 1)).find((t) => t.instrument_token === RELIANCE.instrument_token)!;
    expect(Math.abs(next.last_price - 1500)).toBeLessThan(2);
    await feed.stop();
  });

  it('refuses an instrument it does not stream, and a price that is not positive', () => {
    const feed = feedOf([RELIANCE]);
    expect(() => feed.setPrice(12345, 100)).toThrow('simulator: instrument 12345 is not streamed');
    expect(() => feed.setPrice(RELIANCE.instrument_token, 0)).toThrow('price must be a positive number');
    expect(() => feed.setPrice(RELIANCE.instrument_token, Number.NaN)).toThrow('price must be a positive number');
  });

  it('gives a price to a dump row that had none, and walks it from there', () => {
    const unpriced = row(3813889, 'CENTRALBK-BE', 0);
    const feed = feedOf([unpriced]);
    expect(feed.step(MONDAY_10AM)).toEqual([]);
    feed.setPrice(unpriced.instrument_token, 38.5);
    expect(tickOf(feed.step(seconds(MONDAY_10AM, 1)), unpriced.instrument_token)!.last_price).toBe(38.5);
    expect(tickOf(feed.step(seconds(MONDAY_10AM, 2)), unpriced.instrument_token)).toBeDefined();
  });
});

describe('SimulatorFeed: subscriptions and lifecycle', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('adds instruments once and removes them from the walk', () => {
    const feed = feedOf([RELIANCE]);
    feed.subscribe([RELIANCE, INFY]);
    expect(feed.status().subscribed).toBe(2);
    feed.unsubscribe([RELIANCE.instrument_token]);
    expect(feed.step(MONDAY_10AM).map((t) => t.instrument_token)).toEqual([INFY.instrument_token]);
    expect(() => feed.setPrice(RELIANCE.instrument_token, 1500)).toThrow('not streamed');
  });

  it('steps on its timer while started, reports connected, and stops cleanly', async () => {
    jest.useFakeTimers({ now: MONDAY_10AM });
    const batches: Tick[][] = [];
    const statuses: FeedStatus[] = [];
    const feed = new SimulatorFeed({ seed: 1, intervalMs: 500, alwaysOpen: false, now: () => new Date() });
    await feed.start([RELIANCE, NIFTY], {
      ticks: (t) => batches.push(t),
      status: (s) => statuses.push(s),
      error: () => undefined,
    });
    expect(statuses).toEqual([
      { feed: 'simulator', state: 'connected', connected: true, subscribed: 2, last_tick_at: null },
    ]);
    jest.advanceTimersByTime(1500);
    expect(batches).toHaveLength(3);
    expect(feed.status()).toMatchObject({
      connected: true,
      last_tick_at: new Date(MONDAY_10AM.getTime() + 1500).toISOString(),
    });
    await feed.stop();
    await feed.stop();
    jest.advanceTimersByTime(5000);
    expect(batches).toHaveLength(3);
    expect(feed.status()).toMatchObject({ state: 'stopped', connected: false });
  });
});
