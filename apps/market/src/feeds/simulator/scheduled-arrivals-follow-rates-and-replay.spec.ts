import { describe, expect, it } from '@jest/globals';
import type { Instrument, Tick } from '@app/contracts';
import { SimulatorFeed } from './simulator-feed.js';

const at = (iso: string): Date => new Date(iso);
// Wednesday 25 November 2026, 11:00 IST: NSE and BSE in normal session.
const OPEN = '2026-11-25T05:30:00.000Z';

function share(token: number, symbol: string, price: number): Instrument {
  return {
    instrument_token: token,
    exchange_token: token >> 8,
    tradingsymbol: symbol,
    name: symbol,
    last_price: price,
    expiry: null,
    strike: 0,
    tick_size: 0.05,
    lot_size: 1,
    instrument_type: 'EQ',
    segment: 'NSE',
    exchange: 'NSE',
    isin: null,
  };
}

const FAST = share(738561, 'RELIANCE', 1520);
const SLOW = share(3329, 'ABB', 5400);

function feedAt(start: string, gaps: Record<number, number>, alwaysOpen = false): SimulatorFeed {
  const feed = new SimulatorFeed({
    seed: 42,
    intervalMs: 1000,
    alwaysOpen,
    now: () => at(start),
    meanGapSeconds: (i) => gaps[i.instrument_token] ?? 30,
  });
  feed.subscribe([FAST, SLOW]);
  return feed;
}

/** Steps once a second for `seconds` from `start`; answers every tick. */
function run(feed: SimulatorFeed, start: string, seconds: number): Tick[] {
  const ticks: Tick[] = [];
  for (let s = 1; s <= seconds; s++) ticks.push(...feed.step(new Date(at(start).getTime() + s * 1000)));
  return ticks;
}

const count = (ticks: Tick[], token: number) => ticks.filter((t) => t.instrument_token === token).length;

describe('scheduled arrivals follow each instrument rate and replay by seed', () => {
  it('ticks a 20-a-second instrument about 20 times a second and a 1-a-second one about once', () => {
    const ticks = run(feedAt(OPEN, { [FAST.instrument_token]: 0.05, [SLOW.instrument_token]: 1 }), OPEN, 60);
    expect(count(ticks, FAST.instrument_token) / 60).toBeGreaterThan(17);
    expect(count(ticks, FAST.instrument_token) / 60).toBeLessThan(23);
    expect(count(ticks, SLOW.instrument_token) / 60).toBeGreaterThan(0.6);
    expect(count(ticks, SLOW.instrument_token) / 60).toBeLessThan(1.4);
  });

  it('stamps each tick with its own arrival instant, in time order within a step and after the last step', () => {
    const feed = feedAt(OPEN, { [FAST.instrument_token]: 0.05, [SLOW.instrument_token]: 1 });
    const ticks = feed.step(at('2026-11-25T05:30:01.000Z'));
    const instants = ticks.map((t) => Date.parse(t.timestamp));
    expect(instants).toEqual([...instants].sort((a, b) => a - b));
    expect(new Set(instants).size).toBeGreaterThan(5);
    for (const i of instants) expect(i).toBeGreaterThan(at(OPEN).getTime());
    for (const i of instants) expect(i).toBeLessThanOrEqual(at('2026-11-25T05:30:01.000Z').getTime());
  });

  it('replays the same ticks for the same seed and instants', () => {
    const gaps = { [FAST.instrument_token]: 0.1, [SLOW.instrument_token]: 2 };
    expect(run(feedAt(OPEN, gaps), OPEN, 10)).toEqual(run(feedAt(OPEN, gaps), OPEN, 10));
  });

  it('costs a step the ticks due, not the instruments streamed', () => {
    const feed = new SimulatorFeed({
      seed: 1,
      intervalMs: 1000,
      alwaysOpen: true,
      now: () => at(OPEN),
      meanGapSeconds: () => 60,
    });
    feed.subscribe(Array.from({ length: 50_000 }, (_, k) => share(10_000 + k, `S${k}`, 100)));
    const started = performance.now();
    let ticks = 0;
    for (let ms = 1; ms <= 100; ms++) ticks += feed.step(new Date(at(OPEN).getTime() + ms)).length;
    const elapsed = performance.now() - started;
    // 50,000 instruments at one tick a minute: ~83 due in 100 ms, and 100 steps that never touch the rest.
    expect(ticks).toBeGreaterThan(40);
    expect(ticks).toBeLessThan(140);
    // Touching all 50,000 on each of the 100 steps would take seconds.
    expect(elapsed).toBeLessThan(500);
  });

  it('parks a closed exchange and moves on from its opening price without counting the closed hours', () => {
    // 15:29:50 IST, ten seconds before the close.
    const close = '2026-11-25T09:59:50.000Z';
    const feed = feedAt(close, { [FAST.instrument_token]: 0.5, [SLOW.instrument_token]: 0.5 });
    const before = run(feed, close, 60);
    const last = before.filter((t) => t.instrument_token === FAST.instrument_token).at(-1)!;
    expect(Date.parse(last.timestamp)).toBeLessThan(Date.parse('2026-11-25T10:00:00.000Z'));
    // Next morning at 09:15:01 IST: the first move spans about a second of walk, not the night.
    const morning = feed.step(at('2026-11-26T03:45:01.000Z'));
    expect(morning).toEqual([]);
    const next = run(feed, '2026-11-26T03:45:01.000Z', 5).find((t) => t.instrument_token === FAST.instrument_token)!;
    expect(Math.abs(next.last_price / last.last_price - 1)).toBeLessThan(0.01);
  });
});
