import { describe, expect, it } from '@jest/globals';
import { initialState } from './target-crossing.js';

// A target added or changed while INFY trades at ₹1,600.
describe('the state a new target starts in', () => {
  it('is armed when the price is above it', () => {
    expect(initialState(1500, 1600)).toBe('armed');
  });

  it('is triggered when the price is already below it, so it does not fire at once', () => {
    expect(initialState(1650, 1600)).toBe('triggered');
  });

  it('is triggered when the price is exactly at it', () => {
    expect(initialState(1600, 1600)).toBe('triggered');
  });

  it('is armed when no price is known yet', () => {
    expect(initialState(1500, undefined)).toBe('armed');
  });
});
