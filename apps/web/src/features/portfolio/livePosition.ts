import { livePnl, portfolioSummary, type PortfolioSummary } from '@app/formatting';
import type { Position } from '@app/contracts/portfolio/types';
import type { LivePrice } from '../../shared/live/priceStore';
import type { LiveRowSpec } from '../../shared/live/useLiveRow';

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

/** How a table row of positions follows its instrument (a constant, so memoised rows stay memoised). */
export const LIVE_POSITION_ROW: LiveRowSpec<Position> = { tokenOf: tokenOfPosition, apply: applyLivePrice };

/**
 * How often the whole list of positions goes round being re-priced (a slice on each frame), and is
 * handed out to be re-sorted and re-summarised. The rows in view show every tick themselves
 * (LIVE_POSITION_ROW); re-pricing, sorting and summing thousands of rows on every frame is what held a
 * busy page's frames back.
 */
export const POSITIONS_LIST_EVERY_MS = 1000;

/** Investment, unrealised P&L, return % and profit/loss counts of the rows as they are now. */
export function summarisePositions(rows: readonly Position[]): PortfolioSummary {
  return portfolioSummary(rows);
}
