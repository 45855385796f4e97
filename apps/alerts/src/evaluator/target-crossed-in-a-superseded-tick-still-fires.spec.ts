import { describe, expect, it } from '@jest/globals';
import { lowSinceLastTick } from './target-crossing.js';
import { TargetIndex } from './target-index.js';
import { TickQueue } from './tick-queue.js';
import { queuedTick } from './tick-queue-test-ticks.js';

// RELIANCE was last evaluated at ₹1,500 (day low ₹1,490); a target waits at ₹1,450. In a flood it
// dips to ₹1,440 and recovers to ₹1,470, but the dip's tick is superseded in the full queue. The
// recovered tick carries the day low of ₹1,440, so the target still fires, once.
describe('a target crossed only in a tick the full queue superseded', () => {
  it('fires from the newer tick’s day low', () => {
    const index = new TargetIndex();
    index.upsert({ id: 't1', userId: 'u1', token: 1, target: 1450, state: 'armed', lastFiredAt: null });
    const lastLow = new Map<number, number>([[1, 1490]]);
    const q = new TickQueue(3);
    q.push(queuedTick(2, 10));
    q.push(queuedTick(3, 10));
    q.push(queuedTick(1, 1440, 1440));
    q.push(queuedTick(1, 1470, 1440));
    expect(q.dropped).toBe(1);

    const fired: string[] = [];
    for (let t = q.shift(); t; t = q.shift()) {
      const low = lowSinceLastTick(lastLow.get(t.instrument_token), t.ohlc.low, t.last_price);
      lastLow.set(t.instrument_token, t.ohlc.low);
      fired.push(...index.evaluate(t.instrument_token, t.last_price, low, 0).fired.map((x) => x.id));
    }
    expect(fired).toEqual(['t1']);
  });
});
