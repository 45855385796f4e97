import { describe, expect, it } from '@jest/globals';
import { isCrossed, rangeSinceLastTick } from './rule-crossing.js';

describe('a level is crossed by the price or by the day extreme reached since the previous tick', () => {
  it('counts a day high that rose to ₹1,600 between ticks at ₹1,590 and ₹1,595', () => {
    const range = rangeSinceLastTick({ low: 1550, high: 1592 }, { low: 1550, high: 1601 }, 1595);
    expect(range).toEqual({ low: 1595, high: 1601 });
    expect(isCrossed(1600, 'up', range)).toBe(true);
  });

  it('counts a day low that fell to ₹1,400 between ticks', () => {
    const range = rangeSinceLastTick({ low: 1420, high: 1500 }, { low: 1399.5, high: 1500 }, 1410);
    expect(isCrossed(1400, 'down', range)).toBe(true);
  });

  it('does not count an old day high on the first tick seen', () => {
    const range = rangeSinceLastTick(undefined, { low: 1500, high: 1650 }, 1590);
    expect(isCrossed(1600, 'up', range)).toBe(false);
  });

  it('does not count a day high that did not move since the previous tick', () => {
    const range = rangeSinceLastTick({ low: 1500, high: 1650 }, { low: 1500, high: 1650 }, 1590);
    expect(isCrossed(1600, 'up', range)).toBe(false);
  });

  it('fires on a gap up from ₹1,590 straight to ₹1,620 through a ₹1,600 level', () => {
    const range = rangeSinceLastTick({ low: 1580, high: 1590 }, { low: 1580, high: 1620 }, 1620);
    expect(isCrossed(1600, 'up', range)).toBe(true);
  });

  it('fires on a gap down through a level even when the low did not move (a new price below it)', () => {
    const range = rangeSinceLastTick({ low: 1300, high: 1500 }, { low: 1300, high: 1500 }, 1390);
    expect(isCrossed(1400, 'down', range)).toBe(true);
  });

  it('counts reaching the level exactly', () => {
    expect(isCrossed(1600, 'up', { low: 1600, high: 1600 })).toBe(true);
    expect(isCrossed(1400, 'down', { low: 1400, high: 1400 })).toBe(true);
  });
});
