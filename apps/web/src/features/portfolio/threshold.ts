import { passesThreshold } from '@app/formatting';
import type { Position } from '@app/contracts/portfolio/types';
import { formatAmount } from '../../shared/format/numbers';

export interface Thresholds {
  above_cash: number;
  below_cash: number;
}

/**
 * The Portfolio container's filter: positions whose unrealised P&L is at least
 * `above_cash`, or at most minus `below_cash`.
 */
export function filterByThreshold<P extends Pick<Position, 'unrealizedProfitLoss'>>(
  rows: readonly P[],
  t: Thresholds,
): P[] {
  return rows.filter((p) => passesThreshold(p.unrealizedProfitLoss, t.above_cash, t.below_cash));
}

/** The container's subtitle: 'Profit ≥ ₹7,000 or Loss ≥ ₹1,000'. */
export function thresholdCaption(t: Thresholds): string {
  return `Profit ≥ ${formatAmount(t.above_cash)} or Loss ≥ ${formatAmount(t.below_cash)}`;
}

/** Threshold inputs take digits only; empty means 0. Null when not digits. */
export function parseThreshold(text: string): number | null {
  const t = text.trim();
  if (t === '') return 0;
  return /^\d+$/.test(t) ? Number(t) : null;
}
