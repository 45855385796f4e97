import { describe, expect, it } from 'vitest';
import { nextAttemptAt, recordFailure, recordSuccess } from './circuitBreaker';

describe('collapsible-state back-off', () => {
  it('allows an attempt at once with no failures', () => {
    expect(nextAttemptAt({ failures: [] }, 5)).toBe(5);
  });
  it('waits 1 s, doubling to at most 30 s after each failure', () => {
    let s = { failures: [] as number[] };
    const waits: number[] = [];
    let t = 0;
    for (let i = 0; i < 7; i++) {
      s = recordFailure(s, t);
      waits.push(nextAttemptAt(s, t) - t);
      t += 100;
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
  it('forgets failures older than 60 s and resets on success', () => {
    const s = recordFailure(recordFailure({ failures: [] }, 0), 1000);
    expect(nextAttemptAt(s, 70_000)).toBe(70_000);
    expect(recordSuccess()).toEqual({ failures: [] });
  });
});
