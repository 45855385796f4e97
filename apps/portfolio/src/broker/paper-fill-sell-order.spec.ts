import { describe, expect, it } from '@jest/globals';
import { fillEffect } from './account-rules.js';

// 15 INFY held at an average of 1050, with 984,500 in cash.
const account = { cash: '984500', holding: { quantity: 15, averagePrice: '1050' } };

describe('paper fill of a SELL order', () => {
  it('sells 5 at 1100: 5,500 credited, 10 left at the same average price', () => {
    const effect = fillEffect(account, 'SELL', 5, 1100);
    if (effect.status !== 'COMPLETE') throw new Error(effect.reason);
    expect(effect.cash.toNumber()).toBe(990_000);
    expect([effect.holding?.quantity, effect.holding?.averagePrice.toNumber()]).toEqual([10, 1050]);
  });

  it('sells all 15 at 1200: 18,000 credited and the holding goes', () => {
    const effect = fillEffect(account, 'SELL', 15, 1200);
    if (effect.status !== 'COMPLETE') throw new Error(effect.reason);
    expect(effect.cash.toNumber()).toBe(1_002_500);
    expect(effect.holding).toBeNull();
  });

  it('is rejected for more than is held, or for an instrument not held', () => {
    const rejected = { status: 'REJECTED', reason: 'Insufficient quantity in holdings' };
    expect(fillEffect(account, 'SELL', 16, 1100)).toEqual(rejected);
    expect(fillEffect({ cash: '984500', holding: null }, 'SELL', 1, 1100)).toEqual(rejected);
  });
});
