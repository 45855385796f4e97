import { describe, expect, it } from '@jest/globals';
import { PendingWrites } from './pending-writes.js';
import type { Evaluation } from './target-index.js';
import type { Target } from './target.js';

const T = (id: string): Target => ({ id, userId: 'u1', token: 1, target: 100, state: 'armed', lastFiredAt: null });
const E = (fired: string[], suppressed: string[] = [], rearmed: string[] = []): Evaluation => ({
  fired: fired.map(T),
  suppressed: suppressed.map(T),
  rearmed: rearmed.map(T),
});

// Ticks at 10:00:00 (₹99.50) and 10:00:01 (₹101.20) change targets a, b, c and d; the next tick
// changes b again.
describe('writes gathered over several ticks', () => {
  it('hold each fire with the price and time of the tick that reached it', () => {
    const w = new PendingWrites();
    w.add(E(['a'], ['b']), 99.5, 36_000_000);
    w.add(E(['c'], [], ['d']), 101.2, 36_001_000);
    expect(w.size).toBe(4);
    expect(w.take()).toEqual({
      fires: [
        { id: 'a', price: 99.5, at: 36_000_000 },
        { id: 'c', price: 101.2, at: 36_001_000 },
      ],
      suppressed: ['b'],
      rearmed: ['d'],
    });
  });

  it('say when a tick changes a gathered target again, so that batch is written first', () => {
    const w = new PendingWrites();
    w.add(E(['a'], ['b']), 99.5, 36_000_000);
    expect(w.overlaps(E([], [], ['b']))).toBe(true);
    expect(w.overlaps(E(['e']))).toBe(false);
  });

  it('keep a target reached and re-armed by one tick in both lists, re-armed written last', () => {
    const w = new PendingWrites();
    w.add(E(['a'], [], ['a']), 99.5, 36_000_000);
    expect(w.size).toBe(1);
    expect(w.take()).toEqual({ fires: [{ id: 'a', price: 99.5, at: 36_000_000 }], suppressed: [], rearmed: ['a'] });
  });

  it('start empty again once taken', () => {
    const w = new PendingWrites();
    w.add(E(['a']), 99.5, 36_000_000);
    w.take();
    expect(w.size).toBe(0);
    expect(w.overlaps(E(['a']))).toBe(false);
    expect(w.take()).toEqual({ fires: [], suppressed: [], rearmed: [] });
  });
});
