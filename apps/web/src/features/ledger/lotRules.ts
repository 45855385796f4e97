import type { Lot, LotDisposal } from '@app/contracts/ledger/types';
import { formatDay } from '../../shared/format/dates';
import {
  formatQuantityText,
  formatRupees,
  formatSignedRupees,
  sumDecimals,
  toMicros,
} from '../../shared/format/decimal';

/** Lots oldest first (the order sells consume them), bonus lots after the buys of their day. */
export function lotsInOrder(lots: readonly Lot[]): Lot[] {
  return [...lots].sort(
    (a, b) => a.buy_date.localeCompare(b.buy_date) || Number(a.source === 'bonus') - Number(b.source === 'bonus'),
  );
}

/** "Sold 10 on 12 Mar 2025 at ₹1,500.00: +₹2,000.00" (intraday and unknown cost said so). */
export function disposalText(d: LotDisposal): string {
  const realised = d.realised === null ? 'cost unknown' : formatSignedRupees(d.realised);
  return `Sold ${formatQuantityText(d.quantity)} on ${formatDay(d.sell_date)} at ${formatRupees(d.price)}${d.intraday ? ' (intraday)' : ''}: ${realised}`;
}

/** Realised P&L of a lot's disposals with a known cost, exactly. */
export function realisedOf(lot: Lot): string {
  return sumDecimals(lot.disposals.map((d) => d.realised));
}

/** Whether a lot's performance cost differs from its tax cost (it took part in a bonus). */
export function showsAdjustedCost(lot: Lot): boolean {
  return toMicros(lot.adjusted_cost_per_share) !== toMicros(lot.cost_per_share);
}
