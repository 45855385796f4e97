import { describe, expect, it } from '@jest/globals';
import { TickQueue } from './tick-queue.js';
import { drain, queuedTick } from './tick-queue-test-ticks.js';

// Below its bound the queue is a plain FIFO: repeated ticks of one instrument are all evaluated.
describe('a tick queue below its bound', () => {
  it('keeps every tick, in arrival order, and drops none', () => {
    const q = new TickQueue(5);
    for (const [token, price] of [
      [1, 100],
      [2, 200],
      [1, 101],
      [1, 102],
    ])
      q.push(queuedTick(token, price));
    expect(q.depth).toBe(4);
    expect(drain(q)).toEqual([
      [1, 100],
      [2, 200],
      [1, 101],
      [1, 102],
    ]);
    expect(q.dropped).toBe(0);
    expect(q.depth).toBe(0);
    expect(q.peak).toBe(4);
  });

  it('refuses a bound that is not a positive integer', () => {
    expect(() => new TickQueue(0)).toThrow(RangeError);
    expect(() => new TickQueue(1.5)).toThrow(RangeError);
  });
});
