import { describe, expect, it } from '@jest/globals';
import { isReached } from './target-crossing.js';

// A target of ₹1,450 on RELIANCE, the price falling from ₹1,500.
describe('a target crossed by the price itself', () => {
  it('is reached when a tick trades below it', () => {
    expect(isReached(1450, 1440)).toBe(true);
  });

  it('is reached when a tick trades exactly at it', () => {
    expect(isReached(1450, 1450)).toBe(true);
  });

  it('is not reached five paise above it', () => {
    expect(isReached(1450, 1450.05)).toBe(false);
  });

  it('is not reached while the price stays above it', () => {
    expect(isReached(1450, 1500)).toBe(false);
  });
});
