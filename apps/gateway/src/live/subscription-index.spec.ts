import { describe, expect, it } from '@jest/globals';
import type { Tick } from '@app/contracts';
import { SubscriptionIndex } from './subscription-index.js';

const tick = (instrument_token: number, last_price = 100): Tick => ({
  instrument_token,
  last_price,
  ohlc: { open: 100, high: 100, low: 100, close: 100 },
  change: 0,
  change_percent: 0,
  volume: 0,
  timestamp: '2026-11-20T05:00:00.000Z',
});

describe('SubscriptionIndex', () => {
  it('adds tokens once per user and reports only the new ones', () => {
    const index = new SubscriptionIndex();
    expect(index.add('u1', [1, 2, 2])).toEqual([1, 2]);
    expect(index.add('u1', [2, 3])).toEqual([3]);
    expect(index.tokensOf('u1').sort()).toEqual([1, 2, 3]);
    expect(index.tokensOf('nobody')).toEqual([]);
  });

  it('routes each tick only to the users subscribed to its instrument, in frame order', () => {
    const index = new SubscriptionIndex();
    index.add('u1', [1, 2]);
    index.add('u2', [2]);
    const grouped = index.group([tick(1, 10), tick(2, 20), tick(3, 30), tick(1, 11)]);
    expect(grouped.get('u1')!.map((t) => t.last_price)).toEqual([10, 20, 11]);
    expect(grouped.get('u2')!.map((t) => t.last_price)).toEqual([20]);
    expect(grouped.size).toBe(2);
  });

  it('gives each user the positions of their ticks in the frame, in frame order', () => {
    const index = new SubscriptionIndex();
    index.add('u1', [1, 2]);
    index.add('u2', [2]);
    const at = index.positions([tick(1), tick(2), tick(3), tick(1)]);
    expect(at.get('u1')).toEqual([0, 1, 3]);
    expect(at.get('u2')).toEqual([1]);
    expect([...index.positions([tick(2)], (u) => u === 'u2').keys()]).toEqual(['u1']);
  });

  it('skips paused users', () => {
    const index = new SubscriptionIndex();
    index.add('u1', [1]);
    index.add('u2', [1]);
    expect([...index.group([tick(1)], (u) => u === 'u1').keys()]).toEqual(['u2']);
  });

  it('cleans the instrument side when the last subscriber leaves, so no empty sets pile up', () => {
    const index = new SubscriptionIndex();
    index.add('u1', [1, 2]);
    index.add('u2', [2]);
    index.remove('u1', [1, 2, 99]);
    expect(index.tokensOf('u1')).toEqual([]);
    expect(index.userCount).toBe(1);
    expect(index.tokenCount).toBe(1);
    index.dropUser('u2');
    expect(index.userCount).toBe(0);
    expect(index.tokenCount).toBe(0);
    expect(index.group([tick(1), tick(2)]).size).toBe(0);
  });
});
