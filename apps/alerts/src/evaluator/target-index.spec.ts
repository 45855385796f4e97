import { describe, expect, it } from '@jest/globals';
import { initialState } from './target-crossing.js';
import { COOLDOWN_MS } from './target-cooldown.js';
import { TargetIndex } from './target-index.js';
import type { Target } from './target.js';

const T = (id: string, target: number, state: Target['state'] = 'armed', token = 1): Target => ({
  id,
  userId: `u-${id}`,
  token,
  target,
  state,
  lastFiredAt: null,
});
const ids = (list: Target[]) => list.map((t) => t.id).sort();

describe('TargetIndex', () => {
  it('fires a target when the price falls to it, exactly at the target too', () => {
    const index = new TargetIndex();
    index.upsert(T('a', 100));
    expect(index.evaluate(1, 100.05, 100.05, 0).fired).toEqual([]);
    expect(ids(index.evaluate(1, 100, 100, 1).fired)).toEqual(['a']);
  });

  it('does not fire again while the price stays below, and re-arms only above target + 1 %', () => {
    const index = new TargetIndex();
    index.upsert(T('a', 100));
    index.evaluate(1, 99, 99, 0);
    expect(index.evaluate(1, 95, 95, 1000).fired).toEqual([]);
    expect(index.evaluate(1, 101, 101, 2000).rearmed).toEqual([]);
    expect(ids(index.evaluate(1, 101.01, 101.01, 3000).rearmed)).toEqual(['a']);
    expect(index.get('a')!.state).toBe('armed');
  });

  it('suppresses a second crossing within 5 minutes, and fires after it', () => {
    const index = new TargetIndex();
    index.upsert(T('a', 100));
    index.evaluate(1, 99, 99, 0);
    index.evaluate(1, 102, 102, 1000);
    const again = index.evaluate(1, 99, 99, COOLDOWN_MS - 1);
    expect(again.fired).toEqual([]);
    expect(ids(again.suppressed)).toEqual(['a']);
    index.evaluate(1, 102, 102, COOLDOWN_MS);
    expect(ids(index.evaluate(1, 99, 99, COOLDOWN_MS + 1).fired)).toEqual(['a']);
  });

  it('fires every target a price gap goes through, and only those', () => {
    const index = new TargetIndex();
    for (const [id, target] of [
      ['a', 90],
      ['b', 95],
      ['c', 98],
      ['d', 99.5],
      ['e', 101],
    ] as const)
      index.upsert(T(id, target));
    index.evaluate(1, 100, 100, 0); // e (101) is reached at once
    expect(ids(index.evaluate(1, 94, 94, 1).fired)).toEqual(['b', 'c', 'd']);
    expect(index.get('a')!.state).toBe('armed');
  });

  it('fires targets the day low went through between two ticks', () => {
    const index = new TargetIndex();
    index.upsert(T('a', 97));
    index.upsert(T('b', 95));
    // The price is back at 99, but the day low says 96 traded in between.
    const out = index.evaluate(1, 99, 96, 0);
    expect(ids(out.fired)).toEqual(['a']);
    expect(index.get('b')!.state).toBe('armed');
  });

  it('keeps instruments apart, and removed targets never fire', () => {
    const index = new TargetIndex();
    index.upsert(T('a', 100, 'armed', 1));
    index.upsert(T('b', 100, 'armed', 2));
    index.upsert(T('c', 100, 'armed', 1));
    index.remove('c');
    expect(ids(index.evaluate(1, 50, 50, 0).fired)).toEqual(['a']);
    expect(index.get('b')!.state).toBe('armed');
    expect(index.size).toBe(2);
  });

  it('starts targets at or above the price as already reached', () => {
    expect(initialState(100, 99)).toBe('triggered');
    expect(initialState(100, 100)).toBe('triggered');
    expect(initialState(100, 101)).toBe('armed');
    expect(initialState(100, undefined)).toBe('armed');
  });
});
