import { describe, expect, it } from '@jest/globals';
import { generateDayCandles } from './candle-generator.js';
import { generateIntradayBars } from './intraday-generator.js';
import { weekdaysDescending } from './trading-days.js';

const RELIANCE = { token: 738561, sigmaAnnual: 0.25, tick: 0.1, dailyVolume: 5_000_000 };
const onTick = (p: number, tick: number) => Math.abs(p / tick - Math.round(p / tick)) < 1e-9;

describe('generateDayCandles', () => {
  const days = weekdaysDescending('2026-01-01', '2026-11-20');

  it('is deterministic: the same instrument, anchor and days give the same candles', () => {
    expect(generateDayCandles(RELIANCE, 1400, days)).toEqual(generateDayCandles(RELIANCE, 1400, days));
    expect(generateDayCandles({ ...RELIANCE, token: 408065 }, 1400, days)).not.toEqual(
      generateDayCandles(RELIANCE, 1400, days),
    );
  });

  it('ends at the anchor and chains each day to the next: a gap, not a jump, between closes', () => {
    const candles = generateDayCandles(RELIANCE, 1400, days);
    expect(candles[0]).toMatchObject({ day: '2026-11-20', close: 1400 });
    // The newer day opens near the older day's close (an overnight gap of a fraction of a day's move).
    for (let i = 0; i + 1 < candles.length; i++) {
      expect(Math.abs(Math.log(candles[i].open / candles[i + 1].close))).toBeLessThan(0.05);
    }
  });

  it('keeps every candle well formed and on the tick, and skips weekends', () => {
    for (const c of generateDayCandles(RELIANCE, 1400, days)) {
      expect(c.low).toBeLessThanOrEqual(Math.min(c.open, c.close));
      expect(c.high).toBeGreaterThanOrEqual(Math.max(c.open, c.close));
      for (const p of [c.open, c.high, c.low, c.close]) expect(onTick(p, 0.1)).toBe(true);
      expect([0, 6]).not.toContain(new Date(`${c.day}T00:00:00Z`).getUTCDay());
      expect(c.volume).toBeGreaterThan(0);
    }
  });

  it('moves about as much as the volatility says (annualised stdev of log returns)', () => {
    const long = weekdaysDescending('2020-01-01', '2026-11-20');
    const closes = generateDayCandles({ ...RELIANCE, tick: 0.01 }, 1400, long)
      .map((c) => c.close)
      .reverse();
    const r = closes.slice(1).map((c, i) => Math.log(c / closes[i]));
    const mean = r.reduce((a, b) => a + b, 0) / r.length;
    const sd = Math.sqrt(r.reduce((a, b) => a + (b - mean) ** 2, 0) / (r.length - 1));
    expect(sd * Math.sqrt(252)).toBeGreaterThan(0.2);
    expect(sd * Math.sqrt(252)).toBeLessThan(0.32);
  });
});

describe('generateIntradayBars', () => {
  const day = { day: '2026-11-20', open: 1390, high: 1412.5, low: 1381.2, close: 1400, volume: 375_000 };
  const session = { startMinute: 9 * 60 + 15, endMinute: 15 * 60 + 30 };

  it('fills the session with bars that open at the day open, close at the day close and touch its range', () => {
    const bars = generateIntradayBars(738561, day, session, 5, 0.1);
    expect(bars).toHaveLength(75);
    expect(bars[0]).toMatchObject({ minute: 555, open: 1390 });
    expect(bars.at(-1)).toMatchObject({ minute: 925, close: 1400 });
    expect(Math.max(...bars.map((b) => b.high))).toBe(1412.5);
    expect(Math.min(...bars.map((b) => b.low))).toBe(1381.2);
    expect(bars.reduce((a, b) => a + b.volume, 0)).toBe(375_000);
    for (const b of bars) {
      expect(b.low).toBeLessThanOrEqual(Math.min(b.open, b.close));
      expect(b.high).toBeGreaterThanOrEqual(Math.max(b.open, b.close));
    }
  });

  it('answers the same bars for the same day and interval', () => {
    expect(generateIntradayBars(738561, day, session, 15, 0.1)).toEqual(
      generateIntradayBars(738561, day, session, 15, 0.1),
    );
    expect(generateIntradayBars(738561, day, session, 1, 0.1)).toHaveLength(375);
  });
});
