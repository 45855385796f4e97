import { describe, expect, it } from '@jest/globals';
import { isReached, lowSinceLastTick } from './target-crossing.js';

// The previous tick showed a day low of ₹1,460. The next tick trades at ₹1,470 but its day low is now
// ₹1,445: ₹1,445 traded between the two ticks, although no tick showed it.
describe('a target crossed by a low that traded between two ticks', () => {
  const low = lowSinceLastTick(1460, 1445, 1470);

  it('takes the new day low as the lowest price since the previous tick', () => {
    expect(low).toBe(1445);
  });

  it('reaches a target between the new low and the price', () => {
    expect(isReached(1450, 1470, low)).toBe(true);
  });

  it('reaches a target exactly at the new low', () => {
    expect(isReached(1445, 1470, low)).toBe(true);
  });

  it('does not reach a target below the new low', () => {
    expect(isReached(1440, 1470, low)).toBe(false);
  });
});
