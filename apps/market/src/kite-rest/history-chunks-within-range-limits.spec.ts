import { describe, expect, it } from '@jest/globals';
import { chunkRange, daysIn, kiteRangeParams, KITE_CHUNK_DAYS } from './history-chunks.js';

describe('a range is split into requests Kite accepts', () => {
  it('asks a two-year day range (731 days, under the 2,000-day limit) in one request', () => {
    expect(chunkRange({ from: '2024-01-01', to: '2025-12-31' }, 'day')).toEqual([
      { from: '2024-01-01', to: '2025-12-31' },
    ]);
  });

  it('asks a 100-day minute range as 30 + 30 + 30 + 10 days', () => {
    expect(chunkRange({ from: '2024-06-01', to: '2024-09-08' }, 'minute')).toEqual([
      { from: '2024-06-01', to: '2024-06-30' },
      { from: '2024-07-01', to: '2024-07-30' },
      { from: '2024-07-31', to: '2024-08-29' },
      { from: '2024-08-30', to: '2024-09-08' },
    ]);
  });

  it('keeps every chunk of every interval within its limit, covering the range once, oldest first', () => {
    for (const [interval, limit] of Object.entries(KITE_CHUNK_DAYS)) {
      const chunks = chunkRange({ from: '2020-02-27', to: '2026-03-02' }, interval as keyof typeof KITE_CHUNK_DAYS);
      expect(chunks.every((c) => daysIn(c) <= limit)).toBe(true);
      expect(chunks.reduce((n, c) => n + daysIn(c), 0)).toBe(daysIn({ from: '2020-02-27', to: '2026-03-02' }));
      expect(chunks[0].from).toBe('2020-02-27');
      expect(chunks.at(-1)?.to).toBe('2026-03-02');
    }
  });

  it('asks a single day as one request', () => {
    expect(chunkRange({ from: '2025-03-03', to: '2025-03-03' }, '5minute')).toEqual([
      { from: '2025-03-03', to: '2025-03-03' },
    ]);
  });

  it('sends a chunk as midnight of its first day to the last second of its last day, in IST as Kite reads it', () => {
    expect(kiteRangeParams({ from: '2025-01-01', to: '2025-01-30' })).toEqual({
      from: '2025-01-01 00:00:00',
      to: '2025-01-30 23:59:59',
    });
  });
});
