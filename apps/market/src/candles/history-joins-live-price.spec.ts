import { describe, expect, it } from '@jest/globals';
import { indexOf, instrumentOf, tickOf } from '../testing/market-fixtures.js';
import type { DayCandle } from './candle-generator.js';
import { dayCandleOfTick, generatorProfileOf, historyPlan } from './history-plan.js';

const candle = (day: string, open: number, close: number): DayCandle => ({
  day,
  open,
  high: Math.max(open, close),
  low: Math.min(open, close),
  close,
  volume: 0,
});
// Monday 2 to Friday 6 March 2026; the 7th and 8th are a weekend.
const todayTick = tickOf({ last_price: 1010, ohlc: { close: 1000 } });

describe('history is asked for an instrument with nothing stored', () => {
  it("ends the simulated past at today's previous close when the instrument traded today", () => {
    const plan = historyPlan('2026-03-02', '2026-03-06', {
      stored: null,
      live: todayTick,
      liveToday: true,
      referencePrice: 900,
    });
    expect(plan).toEqual([
      { anchorClose: 1000, days: ['2026-03-06', '2026-03-05', '2026-03-04', '2026-03-03', '2026-03-02'] },
    ]);
  });

  it('ends it at the last price when the latest tick is from an earlier day', () => {
    const plan = historyPlan('2026-03-05', '2026-03-09', {
      stored: null,
      live: todayTick,
      liveToday: false,
      referencePrice: 900,
    });
    expect(plan).toEqual([{ anchorClose: 1010, days: ['2026-03-09', '2026-03-06', '2026-03-05'] }]);
  });

  it("ends it at the master's reference price before the first tick", () => {
    const plan = historyPlan('2026-03-06', '2026-03-06', {
      stored: null,
      live: undefined,
      liveToday: false,
      referencePrice: 900,
    });
    expect(plan).toEqual([{ anchorClose: 900, days: ['2026-03-06'] }]);
  });

  it('makes nothing for an instrument without any price', () => {
    expect(
      historyPlan('2026-03-02', '2026-03-06', { stored: null, live: undefined, liveToday: false, referencePrice: 0 }),
    ).toEqual([]);
  });
});

describe('history is asked around stored days', () => {
  const stored = { first: candle('2026-03-04', 1005, 1002), last: candle('2026-03-05', 1002, 995) };

  it('walks back from the first stored open for earlier days', () => {
    const plan = historyPlan('2026-03-02', '2026-03-05', {
      stored,
      live: undefined,
      liveToday: false,
      referencePrice: 900,
    });
    expect(plan).toEqual([{ anchorClose: 1005, days: ['2026-03-03', '2026-03-02'] }]);
  });

  it("ends later days at today's previous close when the instrument traded today", () => {
    const plan = historyPlan('2026-03-04', '2026-03-09', {
      stored,
      live: todayTick,
      liveToday: true,
      referencePrice: 900,
    });
    expect(plan).toEqual([{ anchorClose: 1000, days: ['2026-03-09', '2026-03-06'] }]);
  });

  it('continues later days from the last stored close otherwise', () => {
    const plan = historyPlan('2026-03-04', '2026-03-06', {
      stored,
      live: undefined,
      liveToday: false,
      referencePrice: 900,
    });
    expect(plan).toEqual([{ anchorClose: 995, days: ['2026-03-06'] }]);
  });

  it('makes nothing when the stored days cover the window', () => {
    expect(
      historyPlan('2026-03-04', '2026-03-05', { stored, live: todayTick, liveToday: true, referencePrice: 900 }),
    ).toEqual([]);
  });
});

describe('the feed closes a day', () => {
  it("stores the last tick as the day's candle, its range stretched to the closing price", () => {
    const last = tickOf({ last_price: 1025.4, ohlc: { open: 1000, high: 1020, low: 990 }, volume: 10.6 });
    expect(dayCandleOfTick(last, '2026-03-02')).toEqual({
      day: '2026-03-02',
      open: 1000,
      high: 1025.4,
      low: 990,
      close: 1025.4,
      volume: 11,
    });
  });
});

describe("how an instrument's past is simulated", () => {
  it('trades a day value of ₹500 crore for an equity and ₹2,000 crore for a future, in units at its price', () => {
    expect(generatorProfileOf(instrumentOf({ last_price: 2500 })).dailyVolume).toBe(2_000_000);
    const future = instrumentOf({ last_price: 20_000, instrument_type: 'FUT', segment: 'NFO-FUT', exchange: 'NFO' });
    expect(generatorProfileOf(future).dailyVolume).toBe(1_000_000);
  });

  it('trades no volume on an index', () => {
    expect(generatorProfileOf(indexOf(256265, 'NIFTY 50')).dailyVolume).toBe(0);
  });
});
