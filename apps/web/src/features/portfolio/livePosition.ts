import { livePnl, portfolioSummary, type PortfolioSummary } from '@app/formatting';
import type { Position } from '@app/contracts/portfolio/types';
import type { LivePrice } from '../../shared/live/priceStore';

type Tick = Pick<LivePrice, 'last_price' | 'change_percent' | 'timestamp' | 'receivedAt'>;

/** The instrument a position follows (stable, for `useLiveRows`). */
export const tokenOfPosition = (p: Position): number => p.instrumentToken;

/**
 * A position re-priced by a tick with the shared P&L rules (BUY: (live - buy) x qty, SELL: (buy - live)
 * x qty, percent of the buy amount). A tick that changes nothing keeps the row's identity.
 */
export function applyLivePrice(p: Position, tick: Tick): Position {
  const live = tick.last_price;
  if (!Number.isFinite(live) || live <= 0) return p;
  const change = Number.isFinite(tick.change_percent) ? tick.change_percent : p.changePercent;
  if (p.hasLivePrice && p.livePrice === live && p.changePercent === change) return p;
  const pnl = livePnl(
    {
      buyPrice: p.buyPrice,
      quantity: p.quantity,
      positionType: p.positionType,
      yesterdayClosingPrice: p.yesterdayClosingPrice,
      todaysPnL: p.todaysPnL,
    },
    live,
  );
  return {
    ...p,
    livePrice: live,
    hasLivePrice: true,
    changePercent: change,
    amount: pnl.amount,
    unrealizedProfitLoss: pnl.unrealizedProfitLoss,
    unrealizedProfitLossPercent: pnl.unrealizedProfitLossPercent,
    todaysPnL: pnl.todaysPnL,
    priceTimestamp: tick.timestamp ?? new Date(tick.receivedAt).toISOString(),
  };
}

/** Investment, unrealised P&L, return % and profit/loss counts of the rows as they are now. */
export function summarisePositions(rows: readonly Position[]): PortfolioSummary {
  return portfolioSummary(rows);
}
