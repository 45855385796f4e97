import { describe, expect, it } from '@jest/globals';
import { Prng } from './prng.js';
import { DueQueue, exponentialGapMs } from './tick-schedule.js';

describe('due queue pops in time order', () => {
  it('answers every entry, earliest first, whatever the order pushed', () => {
    const rng = new Prng(7);
    const queue = new DueQueue();
    const dues = Array.from({ length: 5000 }, () => Math.floor(rng.next() * 1e6));
    dues.forEach((due, token) => queue.push(due, token));
    const popped: number[] = [];
    while (queue.size > 0) {
      const [due, token] = queue.pop();
      expect(dues[token]).toBe(due);
      popped.push(due);
    }
    expect(popped).toEqual([...dues].sort((a, b) => a - b));
    expect(queue.peekDue()).toBe(Infinity);
  });

  it('draws exponential gaps whose mean is the asked one', () => {
    const rng = new Prng(11);
    const gaps = Array.from({ length: 20000 }, () => exponentialGapMs(1, rng.next()));
    const mean = gaps.reduce((a, b) => a + b, 0) / gaps.length;
    expect(mean).toBeGreaterThan(970);
    expect(mean).toBeLessThan(1030);
    // Memoryless: about e^-1 of the gaps outlast the mean.
    expect(gaps.filter((g) => g > 1000).length / gaps.length).toBeCloseTo(Math.exp(-1), 1);
  });
});
