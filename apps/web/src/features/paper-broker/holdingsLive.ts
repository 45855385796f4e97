import type { FundsReply } from '@app/contracts/portfolio/rpc';
import { livePnl, portfolioSummary } from '@app/formatting';
import type { Holding } from '@app/contracts/portfolio/types';
import type { LivePrice } from '../../shared/live/priceStore';
import { roundPrice as round } from '../../shared/format/round';

export const tokenOfHolding = (h: Holding): number => h.instrument_token;

/** A holding re-priced by a tick: last price, P&L = (last - average) x qty, and the day's change. */
export function applyHoldingTick(
  h: Holding,
  tick: Pick<LivePrice, 'last_price' | 'change' | 'change_percent' | 'ohlc'>,
): Holding {
  const last = tick.last_price;
  if (!Number.isFinite(last) || last <= 0) return h;
  if (h.last_price === last && h.day_change_percentage === tick.change_percent) return h;
  const change = tick.change ?? (tick.ohlc ? round(last - tick.ohlc.close) : h.day_change);
  return {
    ...h,
    last_price: last,
    pnl: livePnl({ buyPrice: h.average_price, quantity: h.quantity, positionType: 'BUY' }, last).unrealizedProfitLoss,
    day_change: change,
    day_change_percentage: tick.change_percent,
  };
}

export interface HoldingsSummary {
  invested: number;
  current: number;
  pnl: number;
  pnlPercent: number;
  /** The day's move of the whole holding: change per share x quantity. */
  dayChange: number;
}

/** Totals of the holdings (decimal sums of the shared rules); unpriced rows count at their average price. */
export function holdingsSummary(rows: readonly Holding[]): HoldingsSummary {
  const priced = rows.map((h) => {
    const p = livePnl(
      { buyPrice: h.average_price, quantity: h.quantity, positionType: 'BUY' },
      h.last_price ?? h.average_price,
    );
    return { amount: p.amount, unrealizedProfitLoss: p.unrealizedProfitLoss };
  });
  const s = portfolioSummary(priced);
  const day = rows.reduce((acc, h) => acc + (h.day_change ?? 0) * h.quantity, 0);
  return {
    invested: s.totalInvestment,
    current: round(s.totalInvestment + s.totalProfitLoss),
    pnl: s.totalProfitLoss,
    pnlPercent: s.totalReturnPercent,
    dayChange: round(day),
  };
}

/** Funds as three figures; `utilised` is a number in Kite's older answers and an object of debits in newer ones. */
export function fundsFigures(data: FundsReply | undefined): { cash: number; net: number; utilised: number } | null {
  const e = data?.funds?.equity;
  if (!e) return null;
  const u = e.utilised;
  const utilised =
    typeof u === 'number' ? u : Object.values(u ?? {}).reduce((a, v) => a + (Number.isFinite(v) ? v : 0), 0);
  return { cash: e.available?.cash ?? 0, net: e.net ?? 0, utilised };
}
