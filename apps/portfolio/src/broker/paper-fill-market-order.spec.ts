import { describe, expect, it } from '@jest/globals';
import { fillEffect } from './account-rules.js';
import { fillPriceOnPlacement, initialStatus } from './order-rules.js';

const market = (transaction_type: 'BUY' | 'SELL') => ({ order_type: 'MARKET' as const, transaction_type });

describe('paper fill of a market order', () => {
  it('fills at the live price, on either side', () => {
    expect(fillPriceOnPlacement(market('BUY'), 1000)).toBe(1000);
    expect(fillPriceOnPlacement(market('SELL'), 1000)).toBe(1000);
  });

  it('is rejected at once without a live price, and does not fill', () => {
    expect(initialStatus(market('BUY'), undefined)).toEqual({
      status: 'REJECTED',
      message: 'No live price for a market order',
    });
    expect(fillPriceOnPlacement(market('BUY'), undefined)).toBeUndefined();
    expect(initialStatus(market('BUY'), 1000)).toEqual({ status: 'OPEN', message: null });
  });

  it('buys 10 INFY at 1000 from a fresh account: 10,000 leaves the cash, a holding of 10 at 1000 appears', () => {
    const effect = fillEffect({ cash: '1000000.0000', holding: null }, 'BUY', 10, 1000);
    expect(effect.status).toBe('COMPLETE');
    if (effect.status !== 'COMPLETE') return;
    expect(effect.cash.toNumber()).toBe(990_000);
    expect(effect.holding?.quantity).toBe(10);
    expect(effect.holding?.averagePrice.toNumber()).toBe(1000);
  });

  it('buys 10 more at 1100: cash 979,000, 20 held at an average of 1050', () => {
    // average = (1000 x 10 + 1100 x 10) / 20 = 1050
    const effect = fillEffect({ cash: '990000', holding: { quantity: 10, averagePrice: '1000' } }, 'BUY', 10, 1100);
    if (effect.status !== 'COMPLETE') throw new Error(effect.status);
    expect(effect.cash.toNumber()).toBe(979_000);
    expect([effect.holding?.quantity, effect.holding?.averagePrice.toNumber()]).toEqual([20, 1050]);
  });
});
