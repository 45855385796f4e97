import { describe, expect, it } from '@jest/globals';
import { rearms } from './target-rearm.js';

// A ₹1,450 target re-arms only above 1,450 x 1.01 = ₹1,464.50; a ₹3,000 target above ₹3,030.
describe('a triggered target re-arms once the price is more than 1 % above it', () => {
  it('stays triggered just above the target', () => {
    expect(rearms(1450, 1460)).toBe(false);
  });

  it('stays triggered at exactly 1 % above', () => {
    expect(rearms(1450, 1464.5)).toBe(false);
  });

  it('re-arms five paise past 1 % above', () => {
    expect(rearms(1450, 1464.55)).toBe(true);
  });

  it('re-arms a ₹3,000 target at ₹3,040 but not at ₹3,030', () => {
    expect(rearms(3000, 3040)).toBe(true);
    expect(rearms(3000, 3030)).toBe(false);
  });
});
