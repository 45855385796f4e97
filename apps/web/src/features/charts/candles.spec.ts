import { describe, expect, it } from 'vitest';
import { candleTime, istSeconds, toChartBars } from './candles';

describe('candle times', () => {
  it('reads Kite stamps as IST wall-clock seconds, whatever the offset', () => {
    const wall = Date.UTC(2026, 0, 5, 9, 15) / 1000;
    expect(istSeconds('2026-01-05T09:15:00+0530')).toBe(wall);
    expect(istSeconds('2026-01-05T09:15:00+05:30')).toBe(wall);
    expect(istSeconds('2026-01-05T03:45:00Z')).toBe(wall);
    expect(istSeconds('2026-01-05 09:15:00')).toBe(wall);
    expect(istSeconds('yesterday')).toBeNull();
  });

  it('gives day candles their IST day and intraday candles seconds', () => {
    expect(candleTime('2026-01-05T00:00:00+0530', 'day')).toBe('2026-01-05');
    expect(candleTime('2026-01-05T09:30:00+0530', '15minute')).toBe(Date.UTC(2026, 0, 5, 9, 30) / 1000);
  });

  it('drops unreadable candles, sorts and keeps one bar per time', () => {
    const bars = toChartBars(
      [
        { date: '2026-01-06T00:00:00+0530', open: 2, high: 3, low: 1, close: 2.5, volume: 10 },
        { date: '2026-01-05T00:00:00+0530', open: 1, high: 2, low: 0.5, close: 1.5, volume: 5 },
        { date: 'bad', open: 1, high: 1, low: 1, close: 1 },
        { date: '2026-01-07T00:00:00+0530', open: 'x', high: 1, low: 1, close: 1 },
        { date: '2026-01-06T00:00:00+0530', open: 2, high: 4, low: 1, close: 3, volume: 12 },
      ],
      'day',
    );
    expect(bars.map((b) => b.time)).toEqual(['2026-01-05', '2026-01-06']);
    expect(bars[1]).toMatchObject({ high: 4, close: 3, volume: 12 });
    expect(toChartBars({ data: [] }, 'day')).toEqual([]);
  });
});
