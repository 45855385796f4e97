import { describe, expect, it } from '@jest/globals';
import { isReached, lowSinceLastTick } from './target-crossing.js';

// The day low of ₹1,445 was already there at the previous tick; the price is now ₹1,470.
describe('a day low that did not move since the previous tick', () => {
  it('does not count: the lowest price since the previous tick is the price', () => {
    expect(lowSinceLastTick(1445, 1445, 1470)).toBe(1470);
  });

  it('so a target of ₹1,450 set after that low is not reached', () => {
    expect(isReached(1450, 1470, lowSinceLastTick(1445, 1445, 1470))).toBe(false);
  });

  it('and on the first tick seen there is no previous low to compare with, so only the price counts', () => {
    expect(lowSinceLastTick(undefined, 1400, 1470)).toBe(1470);
  });

  it('a day low that rose (a new session) does not count either', () => {
    expect(lowSinceLastTick(1400, 1465, 1470)).toBe(1470);
  });
});
