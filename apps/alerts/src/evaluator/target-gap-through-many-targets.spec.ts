import { describe, expect, it } from '@jest/globals';
import { COOLDOWN_MS } from './target-cooldown.js';
import { TargetIndex, mergeSorted } from './target-index.js';
import type { Target } from './target.js';

const T = (id: string, target: number, state: Target['state'] = 'armed'): Target => ({
  id,
  userId: `u-${id}`,
  token: 1,
  target,
  state,
  lastFiredAt: null,
});
const ids = (list: Target[]) => list.map((t) => t.id);
const targets = (list: Target[]) => list.map((t) => t.target);

describe('merging the targets a gap went through into a sorted list', () => {
  it('interleaves the two ascending runs, a new target going before an equal one already there', () => {
    const list = [T('a', 90), T('b', 95), T('c', 100)];
    mergeSorted(list, [T('x', 85), T('y', 95), T('z', 120)]);
    expect(targets(list)).toEqual([85, 90, 95, 95, 100, 120]);
    expect(ids(list)).toEqual(['x', 'a', 'y', 'b', 'c', 'z']);
  });

  it('leaves the list as it was for an empty run, and takes the run whole into an empty list', () => {
    const list = [T('a', 90)];
    mergeSorted(list, []);
    expect(ids(list)).toEqual(['a']);
    const empty: Target[] = [];
    mergeSorted(empty, [T('x', 1), T('y', 2)]);
    expect(ids(empty)).toEqual(['x', 'y']);
  });
});

// INFY at ₹1,000 with targets every ₹10 from ₹900 to ₹990. It gaps to ₹945, back up to ₹995, and
// gaps to ₹945 again: first within the cooldown, then after it.
describe('a gap through many targets of one instrument', () => {
  const index = () => {
    const i = new TargetIndex();
    i.load([990, 900, 950, 920, 980, 910, 960, 940, 970, 930].map((p) => T(`t${p}`, p)));
    return i;
  };

  it('fires the five targets from ₹950 to ₹990, and none below ₹945', () => {
    const out = index().evaluate(1, 945, 945, 0);
    expect(ids(out.fired).sort()).toEqual(['t950', 't960', 't970', 't980', 't990']);
  });

  it('re-arms at ₹995 only the targets it is more than 1 % above (₹950 to ₹980; ₹990 x 1.01 = ₹999.90)', () => {
    const i = index();
    i.evaluate(1, 945, 945, 0);
    expect(ids(i.evaluate(1, 995, 995, 1000).rearmed).sort()).toEqual(['t950', 't960', 't970', 't980']);
    expect(i.get('t990')!.state).toBe('triggered');
  });

  it('suppresses the re-armed four on a second gap inside the cooldown, and fires them after it', () => {
    const i = index();
    i.evaluate(1, 945, 945, 0);
    i.evaluate(1, 995, 995, 1000);
    expect(ids(i.evaluate(1, 945, 945, 2000).suppressed).sort()).toEqual(['t950', 't960', 't970', 't980']);
    i.evaluate(1, 995, 995, 3000);
    expect(ids(i.evaluate(1, 945, 945, COOLDOWN_MS).fired).sort()).toEqual(['t950', 't960', 't970', 't980']);
  });

  it('re-arms at once a target a dip reached but the price is more than 1 % above', () => {
    // ₹995 with a day low of ₹935 since the last tick: ₹940 to ₹990 are reached; ₹940 to ₹980 re-arm.
    const out = index().evaluate(1, 995, 935, 0);
    expect(ids(out.fired).sort()).toEqual(['t940', 't950', 't960', 't970', 't980', 't990']);
    expect(ids(out.rearmed).sort()).toEqual(['t940', 't950', 't960', 't970', 't980']);
  });

  it('answers nothing for a tick that reaches and re-arms nothing', () => {
    expect(index().evaluate(1, 995, 995, 0)).toEqual({ fired: [], suppressed: [], rearmed: [] });
  });
});
