import type { Holding, Order, Position } from '@app/contracts/portfolio/types';
import { livePnl, portfolioSummary } from '@app/formatting';
import type { LivePrice } from '../../shared/live/priceStore';

export interface OverviewTotals {
  /** Invested plus P&L: broker holdings and manual positions marked to their latest price. */
  portfolioValue: number;
  totalPnl: number;
  totalPnlPercent: number;
  totalInvested: number;
  availableCash: number | null;
  holdings: number;
  positions: number;
  /** Holdings with no price at all, counted at cost. */
  unpriced: number;
  pendingOrders: number;
}

/** A holding with the latest tick as its last price. */
export const holdingWithTick = (h: Holding, tick: LivePrice): Holding => ({ ...h, last_price: tick.last_price });

/** A manual position re-valued at the latest tick by the shared P&L rules. */
export function positionWithTick(p: Position, tick: LivePrice): Position {
  return {
    ...p,
    ...livePnl(p, tick.last_price),
    livePrice: tick.last_price,
    hasLivePrice: true,
    changePercent: tick.change_percent ?? p.changePercent,
  };
}

/**
 * The four Overview cards. Holdings cost quantity x average price and are valued at their last price
 * (a holding without any price counts at cost); manual positions bring their buy amount and unrealised
 * P&L (BUY and SELL rules). Both books add up in decimal; Portfolio Value = Invested + P&L.
 */
export function overviewTotals(
  holdings: readonly Holding[],
  positions: readonly Position[],
  cash: number | null,
  orders: readonly Order[],
): OverviewTotals {
  let unpriced = 0;
  const holdingRows = holdings.map((h) => {
    const price = h.last_price ?? null;
    if (price === null) unpriced += 1;
    const pnl = livePnl(
      { buyPrice: h.average_price, quantity: h.quantity, positionType: 'BUY' },
      price ?? h.average_price,
    );
    return { amount: pnl.amount, unrealizedProfitLoss: pnl.unrealizedProfitLoss };
  });
  const positionRows = positions.map((p) => ({ amount: p.amount, unrealizedProfitLoss: p.unrealizedProfitLoss }));
  const s = portfolioSummary([...holdingRows, ...positionRows]);
  return {
    portfolioValue: s.totalInvestment + s.totalProfitLoss,
    totalPnl: s.totalProfitLoss,
    totalPnlPercent: s.totalReturnPercent,
    totalInvested: s.totalInvestment,
    availableCash: cash,
    holdings: holdings.length,
    positions: positions.length,
    unpriced,
    pendingOrders: orders.filter((o) => o.status === 'OPEN').length,
  };
}
