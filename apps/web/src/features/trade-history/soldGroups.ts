import type { SoldDateGroup, SoldMonthGroup } from '@app/contracts/portfolio/rpc';
import { portfolioSummary } from '@app/formatting';
import type { SoldPosition } from '@app/contracts/portfolio/types';

const byKeyDesc = (a: string | null, b: string | null) =>
  a === null ? (b === null ? 0 : 1) : b === null ? -1 : b.localeCompare(a);

/** Months and days newest first, unknown dates last (whatever order they came in). */
export function orderGroups(groups: readonly SoldMonthGroup[]): SoldMonthGroup[] {
  return [...groups]
    .sort((a, b) => byKeyDesc(a.monthYear || null, b.monthYear || null))
    .map((m) => ({
      ...m,
      dateGroups: [...m.dateGroups].sort((a: SoldDateGroup, b: SoldDateGroup) => byKeyDesc(a.date, b.date)),
    }));
}

export interface SoldTotals {
  realized: number;
  commission: number;
  count: number;
  profitable: number;
}

/** Realised P&L (net), commission paid, number of sales and how many made money. */
export function soldTotals(rows: readonly SoldPosition[]): SoldTotals {
  const pnl = portfolioSummary(rows.map((r) => ({ amount: r.commission, unrealizedProfitLoss: r.realizedProfitLoss })));
  return {
    realized: pnl.totalProfitLoss,
    commission: pnl.totalInvestment,
    count: rows.length,
    profitable: pnl.profitCount,
  };
}

/** The sold-positions "type" column. */
export const typeLabel = (t: SoldPosition['positionType']): string => (t === 'SELL' ? 'Sell/Short' : 'Buy/Long');

/** Selects all of `ids`, or clears them when all are selected already. */
export function toggleAll(selected: ReadonlySet<string>, ids: readonly string[]): Set<string> {
  const next = new Set(selected);
  const all = ids.length > 0 && ids.every((id) => next.has(id));
  for (const id of ids) {
    if (all) next.delete(id);
    else next.add(id);
  }
  return next;
}

export function toggleOne(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** Drops selected ids that are no longer listed (deleted here or elsewhere). */
export function pruneSelection(selected: ReadonlySet<string>, listed: readonly { id: string }[]): Set<string> {
  const ids = new Set(listed.map((r) => r.id));
  return new Set([...selected].filter((id) => ids.has(id)));
}
