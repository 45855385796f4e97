import { describe, expect, it } from 'vitest';
import { rangePosition } from './range52';

describe('rangePosition', () => {
  it('places the price in its 52-week range, clamped', () => {
    expect(rangePosition(150, 100, 200)).toBe(50);
    expect(rangePosition(250, 100, 200)).toBe(100);
    expect(rangePosition(50, 100, 200)).toBe(0);
    expect(rangePosition(150, 100, 100)).toBeNull();
    expect(rangePosition(null, 100, 200)).toBeNull();
  });
});
