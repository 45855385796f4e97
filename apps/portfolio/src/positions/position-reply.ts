import { livePnl } from '@app/formatting';
import type { Position, Tick } from '@app/contracts';
import type { StoredPosition } from './position.js';

/**
 * A stored position with its live values by the P&L rules. Without a live price the P&L figures are 0
 * and today's P&L is the stored one.
 */
export function toPosition(p: StoredPosition, tick: Tick | undefined): Position {
  const live = tick?.last_price ?? null;
  const pnl = livePnl(
    {
      buyPrice: p.buyPrice,
      quantity: p.quantity,
      positionType: p.positionType,
      yesterdayClosingPrice: p.yesterdayClosingPrice,
      todaysPnL: p.todaysPnl,
    },
    live ?? p.buyPrice,
  );
  return {
    id: p.id,
    name: p.name,
    tradingSymbol: p.tradingSymbol,
    instrumentToken: p.instrumentToken,
    exchange: p.exchange,
    instrumentType: p.instrumentType,
    expiry: p.expiry,
    buyDate: p.buyDate,
    buyPrice: p.buyPrice,
    quantity: p.quantity,
    positionType: p.positionType,
    yesterdayClosingPrice: p.yesterdayClosingPrice,
    todaysPnL: live === null ? (p.todaysPnl ?? 0) : pnl.todaysPnL,
    amount: pnl.amount,
    livePrice: live,
    hasLivePrice: live !== null,
    changePercent: tick?.change_percent ?? null,
    unrealizedProfitLoss: live === null ? 0 : pnl.unrealizedProfitLoss,
    unrealizedProfitLossPercent: live === null ? 0 : pnl.unrealizedProfitLossPercent,
    priceTimestamp: tick?.timestamp ?? null,
    status: 'ACTIVE',
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

/** Positions with the ticks of their instruments, in the order given. */
export function toPositions(positions: readonly StoredPosition[], prices: ReadonlyMap<number, Tick>): Position[] {
  return positions.map((p) => toPosition(p, prices.get(p.instrumentToken)));
}
