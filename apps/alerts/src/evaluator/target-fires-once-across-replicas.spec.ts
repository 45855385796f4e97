import { describe, expect, it } from '@jest/globals';
import { reachTarget, type FireState } from './target-fire.js';

// Two replicas hold the same armed target in memory, and both see the tick that reaches it at
// t = 1,000,000 ms. Postgres applies the conditional update to the stored row one replica at a time.
describe('one fire across replicas', () => {
  const stored: FireState = { state: 'armed', lastFiredAt: null };

  it('fires for the first replica, which stores the target as triggered', () => {
    expect(reachTarget(stored, 1_000_000)).toEqual({
      outcome: 'fired',
      next: { state: 'triggered', lastFiredAt: 1_000_000 },
    });
  });

  it('finds the target already triggered for the second replica, which sends nothing', () => {
    const afterFirst = reachTarget(stored, 1_000_000).next;
    expect(reachTarget(afterFirst, 1_000_000)).toEqual({ outcome: 'already-triggered', next: afterFirst });
  });

  it('does not fire a triggered target even long after its cooldown: only re-arming does', () => {
    const triggered: FireState = { state: 'triggered', lastFiredAt: 0 };
    expect(reachTarget(triggered, 3_600_000).outcome).toBe('already-triggered');
  });
});
