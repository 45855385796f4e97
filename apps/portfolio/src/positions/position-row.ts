import { livePnl } from '@app/formatting';
import type { Position, Tick } from '@app/contracts';

/** A positions row as Postgres returns it (numerics as text). */
export interface PositionRow {
  id: string;
  user_id: string;
  trading_symbol: string;
  instrument_token: string;
  exchange: string;
  name: string;
  instrument_type: 'EQ' | 'FUT';
  expiry: string | null;
  buy_date: string | null;
  buy_price: string;
  quantity: number;
  position_type: 'BUY' | 'SELL';
  yesterday_closing_price: string | null;
  todays_pnl: string | null;
  created_at: Date;
  updated_at: Date;
}

const num = (v: string | null) => (v === null ? null : Number(v));

/** A stored position with the live values of part 2, by the P&L rules. */
export function toPosition(r: PositionRow, tick: Tick | undefined): Position {
  const buyPrice = Number(r.buy_price);
  const ycp = num(r.yesterday_closing_price);
  const live = tick?.last_price ?? null;
  const pnl = livePnl({ buyPrice, quantity: r.quantity, positionType: r.position_type, yesterdayClosingPrice: ycp, todaysPnL: num(r.todays_pnl) }, live ?? buyPrice);
  return {
    id: r.id,
    name: r.name,
    tradingSymbol: r.trading_symbol,
    instrumentToken: Number(r.instrument_token),
    exchange: r.exchange,
    instrumentType: r.instrument_type,
    expiry: r.expiry,
    buyDate: r.buy_date,
    buyPrice,
    quantity: r.quantity,
    positionType: r.position_type,
    yesterdayClosingPrice: ycp,
    todaysPnL: live === null ? (num(r.todays_pnl) ?? 0) : pnl.todaysPnL,
    amount: pnl.amount,
    livePrice: live,
    hasLivePrice: live !== null,
    changePercent: tick?.change_percent ?? null,
    unrealizedProfitLoss: live === null ? 0 : pnl.unrealizedProfitLoss,
    unrealizedProfitLossPercent: live === null ? 0 : pnl.unrealizedProfitLossPercent,
    priceTimestamp: tick?.timestamp ?? null,
    status: 'ACTIVE',
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}
