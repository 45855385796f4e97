import { describe, expect, it } from '@jest/globals';
import { TRADING_YEAR_SECONDS, nextPrice, roundToTick, tickDecimals } from './gbm.js';

describe('nextPrice', () => {
  it('scales Δt to trading years of 252 sessions of 22,500 s', () => {
    expect(TRADING_YEAR_SECONDS).toBe(5_670_000);
    const sigma = 0.15;
    const dt = 1 / TRADING_YEAR_SECONDS;
    expect(nextPrice(24_000, sigma, 1, 1)).toBeCloseTo(
      24_000 * Math.exp(-0.5 * sigma * sigma * dt + sigma * Math.sqrt(dt)),
      9,
    );
  });

  it('moves a NIFTY-level price by about 1.5 points for a one-sigma second at 15 % over 22,500-second sessions', () => {
    expect(nextPrice(24_000, 0.15, 1, 1) - 24_000).toBeCloseTo(1.512, 2);
  });

  it('keeps the price when σ is 0, and only drifts by -σ²Δt/2 when z is 0', () => {
    expect(nextPrice(1520, 0, 60, 2.5)).toBe(1520);
    expect(nextPrice(1520, 0.3, TRADING_YEAR_SECONDS, 0)).toBeCloseTo(1520 * Math.exp(-0.045), 9);
  });

  it('never goes negative, even for an absurd shock', () => {
    expect(nextPrice(10, 0.5, 22_500, -40)).toBeGreaterThan(0);
  });
});

describe('tickDecimals', () => {
  it.each([
    [0.01, 2],
    [0.05, 2],
    [0.1, 1],
    [0.2, 1],
    [1, 0],
    [5, 0],
    [0.0025, 4],
    [1e-7, 7],
  ])('tick %p has %p decimals', (tick, decimals) => expect(tickDecimals(tick)).toBe(decimals));
});

describe('roundToTick', () => {
  it('rounds to the nearest multiple and writes it as a clean decimal', () => {
    expect(roundToTick(0.3, 0.1)).toBe(0.3);
    expect(roundToTick(0.29999, 0.1)).toBe(0.3);
    expect(roundToTick(1234.56, 0.05)).toBe(1234.55);
    expect(roundToTick(1234.58, 0.05)).toBe(1234.6);
    expect(roundToTick(170.126, 0.01)).toBe(170.13);
    expect(roundToTick(130_012.4, 1)).toBe(130_012);
    expect(roundToTick(58_000.31, 0.2)).toBe(58_000.4);
  });

  it('gives exact decimal multiples for every tick the master uses', () => {
    for (const tick of [0.01, 0.05, 0.1, 0.2, 1]) {
      const decimals = tickDecimals(tick);
      for (let k = 1; k < 5000; k += 7) {
        const p = roundToTick(k * tick * 1.0000001, tick);
        expect(p).toBe(Number((k * tick).toFixed(decimals)));
        expect(String(p).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(decimals);
      }
    }
  });

  it('never returns less than one tick', () => {
    expect(roundToTick(0.001, 0.05)).toBe(0.05);
    expect(roundToTick(0, 0.01)).toBe(0.01);
  });

  it('refuses a tick that is not positive', () => {
    expect(() => roundToTick(10, 0)).toThrow('tick size must be positive');
  });
});
