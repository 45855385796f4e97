import { describe, expect, it } from '@jest/globals';
import { isTickMultiple } from './order-rules.js';

describe('limit price and tick size', () => {
  it('takes a whole number of 0.05 ticks', () => {
    expect(isTickMultiple(2900.05, 0.05)).toBe(true);
    expect(isTickMultiple(2900, 0.05)).toBe(true);
  });

  it('refuses a price between ticks', () => {
    expect(isTickMultiple(2900.03, 0.05)).toBe(false);
    expect(isTickMultiple(1.001, 0.0025)).toBe(false);
  });

  it('is not fooled by doubles: 100.1 / 0.05 is 2001.9999999999998 in binary, yet 2002 ticks', () => {
    expect(isTickMultiple(100.1, 0.05)).toBe(true);
    expect(isTickMultiple(1.0025, 0.0025)).toBe(true);
  });

  it('takes any price when the instrument has no positive tick size', () => {
    expect(isTickMultiple(1234.5678, 0)).toBe(true);
    expect(isTickMultiple(1234.5678, -1)).toBe(true);
  });
});
