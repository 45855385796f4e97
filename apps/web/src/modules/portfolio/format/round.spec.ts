import { describe, expect, it } from 'vitest';
import { asShown } from './round';

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
