import { describe, expect, it } from '@jest/globals';
import { retryDelayMs } from './retry-delay.js';

const noJitter = () => 0;

describe('the wait before a retry', () => {
  it('is the base delay after the first failed try, doubling after each further one', () => {
    // base 5 s: 5, 10, 20, 40, 80 s
    expect(retryDelayMs(1, 5000, noJitter)).toBe(5000);
    expect(retryDelayMs(2, 5000, noJitter)).toBe(10_000);
    expect(retryDelayMs(3, 5000, noJitter)).toBe(20_000);
    expect(retryDelayMs(4, 5000, noJitter)).toBe(40_000);
    expect(retryDelayMs(5, 5000, noJitter)).toBe(80_000);
  });

  it('stops at an hour', () => {
    // 5 s * 2^10 = 5,120 s, past 3,600 s
    expect(retryDelayMs(11, 5000, noJitter)).toBe(3_600_000);
    expect(retryDelayMs(50, 5000, noJitter)).toBe(3_600_000);
  });

  it('is cut by up to a quarter at random, never lengthened', () => {
    // 20 s with the largest cut (random just under 1): 20,000 * (1 - 0.25 * 0.999) = 15,005
    expect(retryDelayMs(3, 5000, () => 0.999)).toBe(15_005);
    // half the largest cut: 20,000 * (1 - 0.125) = 17,500
    expect(retryDelayMs(3, 5000, () => 0.5)).toBe(17_500);
    // at the cap, a half cut: 3,600,000 * 0.875 = 3,150,000
    expect(retryDelayMs(20, 5000, () => 0.5)).toBe(3_150_000);
  });
});
