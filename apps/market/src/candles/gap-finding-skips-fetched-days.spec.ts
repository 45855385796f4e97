import { describe, expect, it } from '@jest/globals';
import { daysOf, missingRuns } from './candle-gaps.js';

describe('only the days never fetched are asked of Kite', () => {
  it('asks the whole range when nothing was fetched', () => {
    expect(missingRuns('2025-01-01', '2025-03-31', new Set())).toEqual([{ from: '2025-01-01', to: '2025-03-31' }]);
  });

  it('asks only the tail an overlapping request adds', () => {
    const fetched = new Set(daysOf({ from: '2025-01-01', to: '2025-03-31' }));
    expect(missingRuns('2025-03-01', '2025-05-31', fetched)).toEqual([{ from: '2025-04-01', to: '2025-05-31' }]);
  });

  it('asks both ends around a stored middle, as two runs', () => {
    const fetched = new Set(daysOf({ from: '2025-02-01', to: '2025-02-28' }));
    expect(missingRuns('2025-01-15', '2025-03-10', fetched)).toEqual([
      { from: '2025-01-15', to: '2025-01-31' },
      { from: '2025-03-01', to: '2025-03-10' },
    ]);
  });

  it('asks nothing for a range fetched before, weekends and holidays included', () => {
    const fetched = new Set(daysOf({ from: '2025-12-20', to: '2026-01-05' }));
    expect(missingRuns('2025-12-24', '2026-01-02', fetched)).toEqual([]);
  });
});
