import { describe, expect, it } from 'vitest';
import type { ChartBar } from './candles';
import { mergeTick } from './liveCandle';

const at = (h: number, m: number, s = 0) => Date.UTC(2026, 0, 5, h, m, s) / 1000;
const bar = (time: number | string, o = 100, h = 105, l = 95, c = 102, volume = 1000): ChartBar => ({
  time,
  open: o,
  high: h,
  low: l,
  close: c,
  volume,
});
const stamp = (h: number, m: number, s = 0) =>
  `2026-01-05T${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}+05:30`;

describe('mergeTick (intraday)', () => {
  it('grows the current bar within its period', () => {
    const last = bar(at(10, 15));
    expect(mergeTick(last, { last_price: 107, timestamp: stamp(10, 20) }, '15minute')).toEqual({
      ...last,
      high: 107,
      close: 107,
    });
    expect(mergeTick(last, { last_price: 90, timestamp: stamp(10, 29, 59) }, '15minute')).toEqual({
      ...last,
      low: 90,
      close: 90,
    });
  });

  it('opens a new bar on the session grid when the period has passed', () => {
    const last = bar(at(9, 15));
    // 30-minute bars run 09:15, 09:45, 10:15 ...
    expect(mergeTick(last, { last_price: 101, timestamp: stamp(10, 20) }, '30minute')).toEqual({
      time: at(10, 15),
      open: 101,
      high: 101,
      low: 101,
      close: 101,
      volume: 0,
    });
  });

  it('ignores a tick older than the last bar or without a usable price', () => {
    expect(mergeTick(bar(at(10, 15)), { last_price: 101, timestamp: stamp(10, 0) }, '15minute')).toBeNull();
    expect(mergeTick(bar(at(10, 15)), { last_price: 0, timestamp: stamp(10, 20) }, '15minute')).toBeNull();
  });

  it('uses the arrival time when the tick has no timestamp', () => {
    const receivedAt = (at(10, 20) - 330 * 60) * 1000;
    expect(mergeTick(bar(at(10, 15)), { last_price: 103, receivedAt }, '5minute')?.time).toBe(at(10, 20));
  });
});

describe('mergeTick (day)', () => {
  it("updates today's candle with the price, the day's range and volume", () => {
    const last = bar('2026-01-05');
    expect(
      mergeTick(
        last,
        { last_price: 104, ohlc: { open: 100, high: 108, low: 96, close: 99 }, volume: 5000, timestamp: stamp(11, 0) },
        'day',
      ),
    ).toEqual({ time: '2026-01-05', open: 100, high: 108, low: 95, close: 104, volume: 5000 });
  });

  it('starts a new day from the tick, and ignores an earlier day', () => {
    const last = bar('2026-01-02');
    expect(
      mergeTick(
        last,
        { last_price: 104, ohlc: { open: 103, high: 105, low: 102, close: 102 }, volume: 50, timestamp: stamp(9, 20) },
        'day',
      ),
    ).toEqual({ time: '2026-01-05', open: 103, high: 105, low: 102, close: 104, volume: 50 });
    expect(mergeTick(bar('2026-01-06'), { last_price: 104, timestamp: stamp(9, 20) }, 'day')).toBeNull();
  });
});
