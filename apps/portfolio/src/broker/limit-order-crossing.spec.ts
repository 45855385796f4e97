import { describe, expect, it } from '@jest/globals';
import { crossesLimit, fillPriceOnPlacement, initialStatus } from './order-rules.js';

const limit = (transaction_type: 'BUY' | 'SELL', price: number) => ({
  order_type: 'LIMIT' as const,
  transaction_type,
  price,
});

describe('limit order crossing', () => {
  it('crosses a BUY limit when a tick is at or below it', () => {
    expect(crossesLimit('BUY', 2900, 2890)).toBe(true);
    expect(crossesLimit('BUY', 2900, 2900)).toBe(true);
    expect(crossesLimit('BUY', 2900, 2900.05)).toBe(false);
  });

  it('crosses a SELL limit when a tick is at or above it', () => {
    expect(crossesLimit('SELL', 3100, 3100.05)).toBe(true);
    expect(crossesLimit('SELL', 3100, 3100)).toBe(true);
    expect(crossesLimit('SELL', 3100, 3099.95)).toBe(false);
  });

  it('stays open when placed away from the live price', () => {
    expect(initialStatus(limit('BUY', 2900), 3000)).toEqual({ status: 'OPEN', message: null });
    expect(fillPriceOnPlacement(limit('BUY', 2900), 3000)).toBeUndefined();
    expect(fillPriceOnPlacement(limit('SELL', 3100), 3000)).toBeUndefined();
  });

  it('stays open, not rejected, without a live price', () => {
    expect(initialStatus(limit('BUY', 2900), undefined)).toEqual({ status: 'OPEN', message: null });
    expect(fillPriceOnPlacement(limit('BUY', 2900), undefined)).toBeUndefined();
  });

  it('fills at once, at the live price rather than the limit, when placed through the market', () => {
    expect(fillPriceOnPlacement(limit('BUY', 3000.05), 3000)).toBe(3000);
    expect(fillPriceOnPlacement(limit('SELL', 3100), 3150)).toBe(3150);
  });
});
