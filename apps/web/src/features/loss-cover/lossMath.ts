import type { LossCoverPosition } from '@app/contracts/portfolio/types';
import { livePnl, lossPercent } from '@app/formatting';
import type { LivePrice } from '../../shared/live/priceStore';
import { roundPrice } from '../../shared/format/round';

/** A loss-cover position as a row, its symbol under the name the tables use (tradingSymbol). */
export interface LossRow extends LossCoverPosition {
  tradingSymbol: string;
}

export function deriveLossRow(p: LossCoverPosition): LossRow {
  return { ...p, tradingSymbol: p.tradingsymbol };
}

/**
 * The row after a tick: loss % = (buy - live) / buy x 100, net cash loss = (buy - live) x qty, unrealized
 * P&L = (live - buy) x qty and current value = live x qty, all from the new price.
 */
export function withLossTick(row: LossRow, price: LivePrice): LossRow {
  const live = price.last_price;
  const { amount, unrealizedProfitLoss } = livePnl(
    { buyPrice: row.buyPrice, quantity: row.quantity, positionType: 'BUY' },
    live,
  );
  return {
    ...row,
    livePrice: live,
    hasLivePrice: true,
    changePercent: price.change_percent ?? row.changePercent,
    currentLossPercent: lossPercent(row.buyPrice, live),
    unrealizedProfitLoss,
    netCashLoss: -unrealizedProfitLoss || 0,
    currentValue: roundPrice(amount + unrealizedProfitLoss),
    priceTimestamp: price.timestamp ?? row.priceTimestamp,
  };
}

export interface LossSummary {
  positions: number;
  /** Sum of net cash losses (positive = money lost). */
  totalLoss: number;
  /** Mean loss percent; null without positions. */
  avgLossPercent: number | null;
}

export function lossSummary(rows: readonly LossRow[]): LossSummary {
  let total = 0;
  let pct = 0;
  for (const r of rows) {
    total += r.netCashLoss;
    pct += r.currentLossPercent;
  }
  return {
    positions: rows.length,
    totalLoss: roundPrice(total),
    avgLossPercent: rows.length ? pct / rows.length : null,
  };
}

/** The loss-cover search: a case-insensitive substring of the symbol or the name. */
export function matchesSearch(row: Pick<LossRow, 'tradingSymbol' | 'name'>, query: string): boolean {
  const q = query.trim().toLowerCase();
  return !q || row.tradingSymbol.toLowerCase().includes(q) || row.name.toLowerCase().includes(q);
}
