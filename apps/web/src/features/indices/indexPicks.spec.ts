import { describe, expect, it } from 'vitest';
import { diffPicks, INDEX_PRESETS, presetPicks, togglePick } from './indexPicks';

const TOKENS: Record<string, number> = {
  NIFTY50: 1,
  SENSEX: 2,
  BANKNIFTY: 3,
  NIFTYIT: 4,
  NIFTYPHARMA: 5,
  NIFTYAUTO: 6,
  NIFTYMIDCAP50: 7,
  NIFTYSMALLCAP50: 8,
};

describe('index picks', () => {
  it('adds to a side and removes when picked again', () => {
    const a = togglePick({ left: [], right: [] }, 1, 'left');
    expect(a).toEqual({ left: [1], right: [] });
    expect(togglePick(a, 1, 'left')).toEqual({ left: [], right: [] });
  });

  it('refuses a third index on a side', () => {
    const full = { left: [1, 2], right: [] };
    expect(togglePick(full, 3, 'left')).toBe(full);
  });

  it('moves an index to the other side', () => {
    expect(togglePick({ left: [1], right: [3] }, 1, 'right')).toEqual({ left: [], right: [3, 1] });
  });

  it('turns presets into two per side', () => {
    expect(INDEX_PRESETS.map((p) => p.name)).toEqual(['Popular', 'Sector Focus', 'Broad Market']);
    expect(presetPicks(INDEX_PRESETS[2]!, (s) => TOKENS[s])).toEqual({ left: [1, 7], right: [8, 2] });
  });

  it('skips preset symbols that are not offered', () => {
    expect(presetPicks(INDEX_PRESETS[0]!, (s) => (s === 'SENSEX' ? undefined : TOKENS[s]))).toEqual({
      left: [1],
      right: [3, 4],
    });
  });

  it('lists removals before additions, treating a move as both', () => {
    expect(diffPicks({ left: [1, 2], right: [3] }, { left: [2], right: [3, 1] })).toEqual({
      remove: [1],
      add: [{ token: 1, side: 'right' }],
    });
  });
});
