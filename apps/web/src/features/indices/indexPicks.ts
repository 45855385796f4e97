import { MAX_INDICES_PER_SIDE, type IndexSide } from '@app/contracts/market/messages';

export { MAX_INDICES_PER_SIDE };

/** The header's index selection: instrument tokens per side, in display order. */
export interface IndexPicks {
  left: number[];
  right: number[];
}

export interface IndexPreset {
  name: string;
  symbols: readonly [string, string, string, string];
}

/** The picker's quick presets; the first two go left, the last two right. */
export const INDEX_PRESETS: readonly IndexPreset[] = [
  { name: 'Popular', symbols: ['NIFTY50', 'SENSEX', 'BANKNIFTY', 'NIFTYIT'] },
  { name: 'Sector Focus', symbols: ['BANKNIFTY', 'NIFTYIT', 'NIFTYPHARMA', 'NIFTYAUTO'] },
  { name: 'Broad Market', symbols: ['NIFTY50', 'NIFTYMIDCAP50', 'NIFTYSMALLCAP50', 'SENSEX'] },
];

/** The default header indices: NIFTY50 and SENSEX left, BANKNIFTY and NIFTYIT right. */
export const DEFAULT_PICK_SYMBOLS = { left: ['NIFTY50', 'SENSEX'], right: ['BANKNIFTY', 'NIFTYIT'] } as const;

export function sideOf(picks: IndexPicks, token: number): IndexSide | null {
  if (picks.left.includes(token)) return 'left';
  if (picks.right.includes(token)) return 'right';
  return null;
}

export function isSideFull(picks: IndexPicks, side: IndexSide): boolean {
  return picks[side].length >= MAX_INDICES_PER_SIDE;
}

/**
 * Puts an index on a side, or takes it off when it is already there. An index lives on one side only,
 * so choosing the other side moves it. A full side refuses (the choice is disabled).
 */
export function togglePick(picks: IndexPicks, token: number, side: IndexSide): IndexPicks {
  const current = sideOf(picks, token);
  if (current === side) return { ...picks, [side]: picks[side].filter((t) => t !== token) };
  if (isSideFull(picks, side)) return picks;
  const other: IndexSide = side === 'left' ? 'right' : 'left';
  return { [side]: [...picks[side], token], [other]: picks[other].filter((t) => t !== token) } as unknown as IndexPicks;
}

/** A preset's four symbols as picks, skipping symbols the server does not offer. */
export function presetPicks(preset: IndexPreset, tokenOfSymbol: (symbol: string) => number | undefined): IndexPicks {
  const tokens = preset.symbols.map(tokenOfSymbol);
  const pick = (list: Array<number | undefined>) => list.filter((t): t is number => t !== undefined);
  return { left: pick(tokens.slice(0, 2)), right: pick(tokens.slice(2, 4)) };
}

export interface PickChanges {
  remove: number[];
  add: Array<{ token: number; side: IndexSide }>;
}

/** What to tell the server to go from one selection to another (a moved index is removed, then added). */
export function diffPicks(from: IndexPicks, to: IndexPicks): PickChanges {
  const remove: number[] = [];
  const add: Array<{ token: number; side: IndexSide }> = [];
  for (const side of ['left', 'right'] as const) {
    for (const t of from[side]) if (sideOf(to, t) !== side) remove.push(t);
    for (const t of to[side]) if (sideOf(from, t) !== side) add.push({ token: t, side });
  }
  return { remove, add };
}
