import { describe, expect, it } from '@jest/globals';
import { TickQueue } from './tick-queue.js';
import { drain, queuedTick } from './tick-queue-test-ticks.js';

// Full at two ticks of two instruments, a third instrument's tick has nothing of its own to replace:
// the oldest waiting tick goes.
describe('a full tick queue and a tick of an instrument not waiting', () => {
  it('pushes out the oldest tick and appends the new one', () => {
    const q = new TickQueue(2);
    q.push(queuedTick(1, 100));
    q.push(queuedTick(2, 200));
    q.push(queuedTick(3, 300));
    expect(q.dropped).toBe(1);
    expect(drain(q)).toEqual([
      [2, 200],
      [3, 300],
    ]);
  });

  it('forgets a pushed-out instrument, so its next tick is appended rather than written over a stale slot', () => {
    const q = new TickQueue(2);
    q.push(queuedTick(1, 100));
    q.push(queuedTick(2, 200));
    q.push(queuedTick(3, 300));
    q.push(queuedTick(1, 101));
    expect(drain(q)).toEqual([
      [3, 300],
      [1, 101],
    ]);
    expect(q.dropped).toBe(2);
  });

  it('keeps its slots right after a long backlog is compacted', () => {
    const q = new TickQueue(5000);
    for (let i = 0; i < 3000; i++) q.push(queuedTick(i, i));
    for (let i = 0; i < 2000; i++) q.shift();
    for (let i = 3000; i < 7000; i++) q.push(queuedTick(i, i));
    // 2500 was queued before the compaction: its slot must still be found.
    q.push(queuedTick(2500, 1));
    const left = drain(q);
    expect(left).toHaveLength(5000);
    expect(left[0]).toEqual([2000, 2000]);
    expect(left[500]).toEqual([2500, 1]);
    expect(left.at(-1)).toEqual([6999, 6999]);
  });
});
