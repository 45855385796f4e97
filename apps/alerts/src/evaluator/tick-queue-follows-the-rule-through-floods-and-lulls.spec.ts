import { describe, expect, it } from '@jest/globals';
import { TickQueue } from './tick-queue.js';
import { drain, queuedTick } from './tick-queue-test-ticks.js';

/** The queue's rule written as plainly as possible: a list searched from the newest end. */
class PlainQueue {
  readonly waiting: [number, number][] = [];
  dropped = 0;
  constructor(private readonly bound: number) {}
  push(token: number, price: number): void {
    if (this.waiting.length >= this.bound) {
      this.dropped++;
      const at = this.waiting.findLastIndex(([t]) => t === token);
      if (at >= 0) return void (this.waiting[at] = [token, price]);
      this.waiting.shift();
    }
    this.waiting.push([token, price]);
  }
}

// The queue fills to its bound in a flood, drains part-way (past the point where it drops the taken
// slots), floods again, empties, and fills again below the bound: at every step it keeps the same
// ticks as the plain rule, so the instruments it indexes at the bound always point at the right slot.
describe('a tick queue through floods, partial drains and lulls', () => {
  it('keeps exactly the ticks the plain rule keeps, in the same order', () => {
    const bound = 2000;
    const q = new TickQueue(bound);
    const plain = new PlainQueue(bound);
    let price = 0;
    const push = (count: number, instruments: number) => {
      for (let i = 0; i < count; i++) {
        const token = 1 + ((i * 7919) % instruments);
        q.push(queuedTick(token, ++price));
        plain.push(token, price);
      }
    };
    const shift = (count: number) => {
      for (let i = 0; i < count; i++) {
        const t = q.shift();
        expect(t && [t.instrument_token, t.last_price]).toEqual(plain.waiting.shift());
      }
    };
    push(3000, 1500);
    shift(1100);
    push(2500, 3000);
    shift(1500);
    push(700, 40);
    shift(q.depth);
    push(1200, 600);
    push(1500, 600);
    expect(q.dropped).toBe(plain.dropped);
    expect(drain(q)).toEqual(plain.waiting);
  });

  it('takes a whole batch as if its ticks came one by one: into an empty queue, a waiting one, or past the bound', () => {
    const bound = 50;
    const q = new TickQueue(bound);
    const plain = new PlainQueue(bound);
    let price = 0;
    const batch = (size: number, instruments: number) => {
      const ticks = Array.from({ length: size }, (_, i) => queuedTick(1 + (i % instruments), ++price));
      q.pushAll(ticks);
      for (const t of ticks) plain.push(t.instrument_token, t.last_price);
    };
    batch(30, 30);
    expect(q.peak).toBe(30);
    batch(30, 30);
    expect(drain(q)).toEqual(plain.waiting.splice(0));
    batch(120, 7);
    batch(10, 10);
    expect(q.dropped).toBe(plain.dropped);
    expect(q.peak).toBe(bound);
    expect(drain(q)).toEqual(plain.waiting);
  });
});
