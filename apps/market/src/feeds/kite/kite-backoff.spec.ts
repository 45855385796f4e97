import { describe, expect, it } from '@jest/globals';
import { reconnectDelay } from './kite-backoff.js';

describe('reconnectDelay', () => {
  it('starts at the minimum and doubles per attempt', () => {
    expect([0, 1, 2, 3].map((a) => reconnectDelay(a, 1000, 60000))).toEqual([1000, 2000, 4000, 8000]);
  });

  it('stops at the cap, however many attempts', () => {
    expect(reconnectDelay(6, 1000, 60000)).toBe(60000);
    expect(reconnectDelay(5000, 1000, 60000)).toBe(60000);
  });
});
