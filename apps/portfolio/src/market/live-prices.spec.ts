import { describe, expect, it } from '@jest/globals';
import type { Tick } from '@app/contracts';
import { LivePrices } from './live-prices.js';

const tick = (instrument_token: number, last_price: number): Tick => ({
  instrument_token,
  last_price,
  ohlc: { open: 100, high: 100, low: 100, close: 100 },
  change: 0,
  change_percent: 0,
  volume: 0,
  timestamp: '2026-11-20T05:00:00.000Z',
});

describe('LivePrices', () => {
  it('serves the latest tick heard within the window, and nothing once it has gone stale', () => {
    const prices = new LivePrices(2000);
    prices.apply([tick(1, 100), tick(2, 200)], 10_000);
    prices.apply([tick(1, 101)], 11_000);
    expect(prices.fresh(1, 12_999)?.last_price).toBe(101);
    expect(prices.fresh(2, 11_999)?.last_price).toBe(200);
    expect(prices.fresh(2, 12_000)).toBeUndefined();
    expect(prices.fresh(1, 13_000)).toBeUndefined();
    expect(prices.fresh(3, 10_000)).toBeUndefined();
  });

  it('forgets everything when ticks may have been missed', () => {
    const prices = new LivePrices(2000);
    prices.apply([tick(1, 100)], 10_000);
    prices.forget();
    expect(prices.fresh(1, 10_001)).toBeUndefined();
    prices.apply([tick(1, 102)], 10_002);
    expect(prices.fresh(1, 10_003)?.last_price).toBe(102);
  });
});
