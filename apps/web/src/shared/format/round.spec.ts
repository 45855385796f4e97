import { describe, expect, it } from 'vitest';
import { asShown, priceDifference } from './round';

describe('asShown', () => {
  it('rounds to the shown decimals as the text does (half away from zero), without a negative zero', () => {
    expect(asShown(0.4)).toBe(0);
    expect(asShown(-0.4)).toBe(0);
    expect(Object.is(asShown(-0.4), -0)).toBe(false);
    expect(asShown(575.404, 2)).toBe(575.4);
    expect(asShown(-1.5)).toBe(-2);
    expect(asShown(1.5)).toBe(2);
    expect(asShown(null)).toBeNull();
  });
});

describe('priceDifference', () => {
  it('keeps four decimals and drops float noise', () => {
    expect(priceDifference(1470.1, 1480)).toBe(-9.9);
    expect(priceDifference(2950.35, 2950.05)).toBe(0.3);
    expect(priceDifference(100, 100)).toBe(0);
  });
});
