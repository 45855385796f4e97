import { describe, expect, it } from 'vitest';
import { istDate } from '../../shared/format/dates';
import { CHART_INTERVALS, isChartInterval, RANGE_LIMIT_DAYS, requestWindow } from './intervals';

const DAY_MS = 86_400_000;
const days = (w: { from: string; to: string }) => (Date.parse(w.to) - Date.parse(w.from)) / DAY_MS;

describe('chart intervals', () => {
  it('keeps every span, with its last whole day, inside the interval limit', () => {
    for (const i of CHART_INTERVALS) {
      const w = requestWindow(i.id, Date.parse('2026-06-10T08:00:00Z'));
      expect(days(w) + 1).toBeLessThanOrEqual(RANGE_LIMIT_DAYS[i.id]);
      expect(days(w)).toBe(i.spanDays);
    }
  });

  it('dates the window in IST', () => {
    // 20:00 UTC is already the next day in India.
    expect(istDate(Date.parse('2026-06-10T20:00:00Z'))).toBe('2026-06-11');
    expect(requestWindow('day', Date.parse('2026-06-10T20:00:00Z')).to).toBe('2026-06-11');
    expect(requestWindow('minute', Date.parse('2026-06-10T06:00:00Z'))).toEqual({
      from: '2026-06-05',
      to: '2026-06-10',
    });
  });

  it('knows its interval ids', () => {
    expect(isChartInterval('15minute')).toBe(true);
    expect(isChartInterval('week')).toBe(false);
    expect(CHART_INTERVALS.map((i) => i.id)).toEqual([
      'minute',
      '3minute',
      '5minute',
      '10minute',
      '15minute',
      '30minute',
      '60minute',
      'day',
    ]);
  });
});
