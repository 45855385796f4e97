import { describe, expect, it } from '@jest/globals';
import { OrderRateLimiter } from './order-rate-limiter.js';

describe("Kite's order limits per user", () => {
  it('lets ten orders through in a second and stops the eleventh, saying when a slot frees', () => {
    const limiter = new OrderRateLimiter();
    for (let i = 0; i < 10; i++) expect(limiter.take('u1', 1000 + i * 10).ok).toBe(true);
    const over = limiter.take('u1', 1500);
    expect(over).toEqual({ ok: false, retryAfterMs: 500, limit: '10 orders a second' });
    expect(limiter.take('u1', 2000).ok).toBe(true);
  });

  it('counts each user apart', () => {
    const limiter = new OrderRateLimiter();
    for (let i = 0; i < 10; i++) limiter.take('u1', 1000);
    expect(limiter.take('u2', 1000).ok).toBe(true);
  });

  it('stops the 201st order within a minute even at a slow pace', () => {
    const limiter = new OrderRateLimiter();
    for (let i = 0; i < 200; i++) expect(limiter.take('u1', i * 250).ok).toBe(true);
    const over = limiter.take('u1', 200 * 250);
    expect(over).toMatchObject({ ok: false, limit: '200 orders a minute' });
    expect(limiter.take('u1', 60_000 + 250).ok).toBe(true);
  });

  it('a refused order takes no slot', () => {
    const limiter = new OrderRateLimiter(1, 200);
    expect(limiter.take('u1', 0).ok).toBe(true);
    for (let i = 0; i < 5; i++) expect(limiter.take('u1', 500).ok).toBe(false);
    expect(limiter.take('u1', 1000).ok).toBe(true);
  });
});
