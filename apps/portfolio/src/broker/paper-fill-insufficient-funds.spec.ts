import { describe, expect, it } from '@jest/globals';
import { fillEffect } from './account-rules.js';

describe('paper fill of a BUY order beyond the cash', () => {
  it('rejects 101 RELIANCE at 10,000 from 10,00,000: 10,10,000 is more than the cash', () => {
    expect(fillEffect({ cash: '1000000', holding: null }, 'BUY', 101, 10_000)).toEqual({
      status: 'REJECTED',
      reason: 'Insufficient funds',
    });
  });

  it('fills an order worth exactly the cash, leaving 0', () => {
    const effect = fillEffect({ cash: '1000000', holding: null }, 'BUY', 100, 10_000);
    if (effect.status !== 'COMPLETE') throw new Error(effect.reason);
    expect(effect.cash.toNumber()).toBe(0);
  });

  it('of two orders of 60 at 10,000, fills the first (4,00,000 left) and rejects the second', () => {
    const first = fillEffect({ cash: '1000000', holding: null }, 'BUY', 60, 10_000);
    if (first.status !== 'COMPLETE') throw new Error(first.reason);
    expect(first.cash.toNumber()).toBe(400_000);
    expect(fillEffect({ cash: first.cash, holding: first.holding }, 'BUY', 60, 10_000)).toMatchObject({
      status: 'REJECTED',
    });
  });
});
