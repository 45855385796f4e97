import { describe, expect, it } from '@jest/globals';
import { rearmsAt } from './rule-crossing.js';
import { ruleOutcome, stateAfterFire } from './rule-transition.js';

const now = Date.parse('2026-11-25T05:00:00Z');
const recurring = { recurring: true, expiresAt: null };

describe('a recurring rule re-arms once the price is back across its level by more than 1 %', () => {
  it('re-arms a ₹1,600 upward level below 1,600 - 16 = ₹1,584, not at it', () => {
    expect(rearmsAt(1600, 'up', 1584)).toBe(false);
    expect(rearmsAt(1600, 'up', 1583.95)).toBe(true);
  });

  it('re-arms a ₹1,000 downward level above ₹1,010, not at it', () => {
    expect(rearmsAt(1000, 'down', 1010)).toBe(false);
    expect(rearmsAt(1000, 'down', 1010.05)).toBe(true);
  });

  it('re-arms a -₹5,000 day P&L level (down) above -₹4,950', () => {
    expect(rearmsAt(-5000, 'down', -4950)).toBe(false);
    expect(rearmsAt(-5000, 'down', -4949)).toBe(true);
  });

  it('moves a triggered recurring rule back to armed, and leaves a triggered one-shot alone', () => {
    expect(ruleOutcome({ ...recurring, state: 'triggered', lastFiredAt: now - 1000 }, false, true, now)).toBe('rearm');
    expect(ruleOutcome({ ...recurring, state: 'triggered', lastFiredAt: now }, true, false, now)).toBe('none');
  });
});

describe('the cooldown of 5 minutes after a fire', () => {
  it('does not fire a re-armed rule reached 4 min 59.999 s after its fire: it waits triggered', () => {
    expect(ruleOutcome({ ...recurring, state: 'armed', lastFiredAt: now - 299_999 }, true, false, now)).toBe(
      'suppress',
    );
  });

  it('fires it again 5 minutes after', () => {
    expect(ruleOutcome({ ...recurring, state: 'armed', lastFiredAt: now - 300_000 }, true, false, now)).toBe('fire');
  });
});

describe('one-shot and recurring rules', () => {
  it('ends a one-shot rule fired, and leaves a recurring one triggered', () => {
    expect(stateAfterFire(false)).toBe('fired');
    expect(stateAfterFire(true)).toBe('triggered');
  });

  it('never fires a fired one-shot rule again', () => {
    expect(ruleOutcome({ recurring: false, expiresAt: null, state: 'fired', lastFiredAt: 0 }, true, true, now)).toBe(
      'none',
    );
  });

  it('does nothing for an armed rule whose level was not reached', () => {
    expect(ruleOutcome({ ...recurring, state: 'armed', lastFiredAt: null }, false, true, now)).toBe('none');
  });
});

describe('expiry', () => {
  it('fires a millisecond before expires_at, and not at or after it', () => {
    const armed = { recurring: false, state: 'armed' as const, lastFiredAt: null };
    expect(ruleOutcome({ ...armed, expiresAt: now + 1 }, true, false, now)).toBe('fire');
    expect(ruleOutcome({ ...armed, expiresAt: now }, true, false, now)).toBe('none');
    expect(ruleOutcome({ ...armed, expiresAt: now - 1 }, true, false, now)).toBe('none');
  });
});
