import type { LedgerHolding, LedgerSource } from '@app/contracts/ledger/types';
import { multiplyDecimals, signOf, subtractDecimals } from '../../shared/format/decimal';

/** Tax view: bonus lots at zero cost, dated at allotment. Performance view: the split-style average. */
export type CostView = 'tax' | 'performance';

export const COST_VIEW_WORDS: Record<CostView, { label: string; hint: string }> = {
  tax: { label: 'Tax view', hint: 'Bonus shares at zero cost, dated at allotment (as the tax rules count them)' },
  performance: { label: 'Performance view', hint: 'Cost spread over bonus shares, as if the bonus were a split' },
};

export function averageCostOf(h: LedgerHolding, view: CostView): string {
  return view === 'tax' ? h.average_cost : h.adjusted_average_cost;
}

export const SOURCE_WORDS: Record<LedgerSource, string> = {
  'console-tradebook': 'Console tradebook',
  kite: 'Kite',
  paper: 'Paper trades',
  'holdings-statement': 'Holdings statement',
  'kite-holdings': 'Kite holdings',
  'positions-csv': 'Positions CSV',
  mapped: 'Mapped file',
  bonus: 'Bonus',
};

/** Part of the quantity has no known cost (an opening sell, or a holding without a price). */
export function hasUnknownCost(h: Pick<LedgerHolding, 'unknown_basis_quantity'>): boolean {
  return signOf(h.unknown_basis_quantity) > 0;
}

/** A holding at a live price: value and unrealised P&L worked out exactly from the decimal strings. */
export function atLivePrice(h: LedgerHolding, price: number): LedgerHolding {
  const ltp = price.toFixed(2);
  const value = multiplyDecimals(h.quantity, ltp);
  return {
    ...h,
    last_price: price,
    current_value: value,
    unrealised: hasUnknownCost(h) ? null : subtractDecimals(value, h.invested),
  };
}

/** Opens a row's lots, or closes them. */
export function toggleExpanded(open: ReadonlySet<string>, isin: string): Set<string> {
  const next = new Set(open);
  if (next.has(isin)) next.delete(isin);
  else next.add(isin);
  return next;
}
