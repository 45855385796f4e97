import { describe, expect, it } from 'vitest';
import { isAbnormalClosure, reconnectDelay } from './socketPolicy';

describe('socket reconnect policy', () => {
  it('waits 1 s, doubling, capped at 10 s', () => {
    expect([1, 2, 3, 4, 5, 6].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 10000, 10000]);
  });
  it('treats a 1006 closure as a reconnect, not an error to show', () => {
    expect(isAbnormalClosure('WebSocket closed with code 1006')).toBe(true);
    expect(isAbnormalClosure('feed rejected the token')).toBe(false);
    expect(isAbnormalClosure(undefined)).toBe(false);
  });
});
