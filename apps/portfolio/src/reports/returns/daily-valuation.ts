import { addDays } from './day-math.js';
import type { KeyFlows } from './ledger-flows.js';

/** Closes of one key by day, oldest first, back-adjusted for splits and bonuses (today's units). */
export type CloseSeries = ReadonlyArray<readonly [string, number]>;

/** What one key held at the end of a day, and the close it was valued at (null: none yet, valued at cost). */
export interface KeySnapshot {
  quantity: number;
  close: number | null;
  cost: number;
}

export interface DailyValues {
  dates: string[];
  /** The holdings' value at each day's close, in rupees (a plain number: only the NAV reads it). */
  values: number[];
  /** Each key's holding at the end of the snapshot days asked for, in the order of the keys. */
  snapshots: Map<string, KeySnapshot[]>;
}

/**
 * Values the holdings at each day's close from `from` to `to`, walking the days once with a cursor per
 * key into its moves and closes: O(days × keys). A day without a candle keeps the last close;
 * before a key's first close its shares count at their cost.
 */
export function dailyValues(
  keys: readonly KeyFlows[],
  closes: ReadonlyMap<string, CloseSeries>,
  from: string,
  to: string,
  snapshotDays: readonly string[],
): DailyValues {
  const state = keys.map((k) => ({
    k,
    series: closes.get(k.key) ?? [],
    move: 0,
    bar: 0,
    quantity: 0,
    cost: 0,
    close: null as number | null,
  }));
  const firstMove = keys.reduce((m, k) => (k.moves[0] && k.moves[0].date < m ? k.moves[0].date : m), from);
  const wanted = new Set(snapshotDays);
  const out: DailyValues = { dates: [], values: [], snapshots: new Map() };
  for (let day = firstMove; day <= to; day = addDays(day, 1)) {
    let total = 0;
    for (const s of state) {
      const { moves } = s.k;
      while (s.move < moves.length && moves[s.move]!.date <= day) {
        s.quantity += moves[s.move]!.quantity;
        s.cost += moves[s.move++]!.cost;
      }
      // Sales in floating point can leave a crumb of a share; a holding sold out is nothing.
      if (Math.abs(s.quantity) < 1e-9) s.quantity = 0;
      while (s.bar < s.series.length && s.series[s.bar]![0] <= day) s.close = s.series[s.bar++]![1];
      total += s.close === null ? s.cost : s.quantity * s.close;
    }
    if (day >= from) {
      out.dates.push(day);
      out.values.push(total);
    }
    if (wanted.has(day))
      out.snapshots.set(
        day,
        state.map((s) => ({ quantity: s.quantity, close: s.close, cost: s.quantity === 0 ? 0 : s.cost })),
      );
  }
  return out;
}
