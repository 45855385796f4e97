import { describe, expect, it } from '@jest/globals';
import { TickQueue } from './tick-queue.js';
import { drain, queuedTick } from './tick-queue-test-ticks.js';

// Full at three ticks, a newer tick of an instrument already waiting takes the place of that
// instrument's newest waiting tick: nothing else moves and the depth stays at the bound.
describe('a full tick queue and a tick of an instrument already waiting', () => {
  it('replaces that instrument’s newest waiting tick in place and counts one drop', () => {
    const q = new TickQueue(3);
    q.push(queuedTick(1, 100));
    q.push(queuedTick(2, 200));
    q.push(queuedTick(1, 101));
    q.push(queuedTick(1, 102));
    q.push(queuedTick(2, 201));
    expect(q.depth).toBe(3);
    expect(q.dropped).toBe(2);
    expect(drain(q)).toEqual([
      [1, 100],
      [2, 201],
      [1, 102],
    ]);
  });

  it('never holds more than the bound however long the flood, and keeps each instrument’s last tick', () => {
    const q = new TickQueue(50);
    let pushed = 0;
    let deepest = 0;
    for (let round = 0; round < 400; round++)
      for (let token = 1; token <= 20; token++) {
        q.push(queuedTick(token, 1000 + round));
        pushed++;
        deepest = Math.max(deepest, q.depth);
      }
    expect(deepest).toBe(50);
    expect(q.peak).toBe(50);
    expect(q.dropped).toBe(pushed - 50);
    const left = drain(q);
    for (let token = 1; token <= 20; token++) expect(left.filter(([t]) => t === token).at(-1)).toEqual([token, 1399]);
  });
});
