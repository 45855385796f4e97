import { describe, expect, it } from '@jest/globals';
import { COOLDOWN_MS, inCooldown } from './target-cooldown.js';
import { reachTarget } from './target-fire.js';

// A target fired at 10:00:00 (t = 0), re-armed, and is reached again.
describe('the 300-second cooldown of a target', () => {
  it('is 300 seconds', () => {
    expect(COOLDOWN_MS).toBe(300_000);
  });

  it('suppresses a second crossing 4 min 59.999 s later: triggered, no alert, cooldown unchanged', () => {
    expect(inCooldown(0, 299_999)).toBe(true);
    expect(reachTarget({ state: 'armed', lastFiredAt: 0 }, 299_999)).toEqual({
      outcome: 'suppressed',
      next: { state: 'triggered', lastFiredAt: 0 },
    });
  });

  it('lets the crossing fire again exactly 300 s later, starting a new cooldown', () => {
    expect(inCooldown(0, 300_000)).toBe(false);
    expect(reachTarget({ state: 'armed', lastFiredAt: 0 }, 300_000)).toEqual({
      outcome: 'fired',
      next: { state: 'triggered', lastFiredAt: 300_000 },
    });
  });

  it('never holds back a target that has not fired yet', () => {
    expect(inCooldown(null, 0)).toBe(false);
  });
});
