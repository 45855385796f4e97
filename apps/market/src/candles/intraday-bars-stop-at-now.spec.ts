import { describe, expect, it } from '@jest/globals';
import { instrumentOf } from '../testing/market-fixtures.js';
import type { DayCandle } from './candle-generator.js';
import { dailySeries, intradaySeries } from './candle-series.js';

const reliance = instrumentOf({ tick_size: 0.1 });
const monday: DayCandle = { day: '2026-03-02', open: 1400, high: 1425, low: 1390, close: 1410, volume: 90_000 };
const ms = (iso: string) => Date.parse(iso);
const wholeDay = { fromMs: ms('2026-03-01T18:30:00Z'), toMs: ms('2026-03-02T18:29:59Z') };

describe('day candles are answered', () => {
  it('stamps each at IST midnight, as Kite does', () => {
    expect(dailySeries([monday])).toEqual([
      { date: '2026-03-02T00:00:00+0530', open: 1400, high: 1425, low: 1390, close: 1410, volume: 90_000 },
    ]);
  });
});

describe('intraday bars of a past day', () => {
  const bars = intradaySeries(reliance, [monday], 60, { ...wholeDay, nowMs: ms('2026-03-05T06:00:00Z') });

  it('cover the NSE session 09:15-15:30 in whole steps', () => {
    expect(bars.map((b) => b.date.slice(11, 16))).toEqual(['09:15', '10:15', '11:15', '12:15', '13:15', '14:15']);
  });

  it("open at the day's open, close at its close and carry its volume", () => {
    expect(bars[0].open).toBe(1400);
    expect(bars.at(-1)!.close).toBe(1410);
    expect(bars.reduce((n, b) => n + b.volume, 0)).toBe(90_000);
  });
});

describe("today's intraday bars", () => {
  it('stop at the current minute', () => {
    const at1030 = ms('2026-03-02T05:00:00Z');
    const bars = intradaySeries(reliance, [monday], 15, { ...wholeDay, nowMs: at1030 });
    expect(bars.map((b) => b.date.slice(11, 16))).toEqual(['09:15', '09:30', '09:45', '10:00', '10:15']);
    expect(bars.at(-1)!.close).toBe(1410);
  });

  it('are only those inside the requested instants', () => {
    const window = { fromMs: ms('2026-03-02T04:00:00Z'), toMs: ms('2026-03-02T04:30:00Z') }; // 09:30-10:00 IST
    const bars = intradaySeries(reliance, [monday], 15, { ...window, nowMs: ms('2026-03-02T05:00:00Z') });
    expect(bars.map((b) => b.date.slice(11, 16))).toEqual(['09:30', '09:45', '10:00']);
  });
});
