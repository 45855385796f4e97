import type { StoredPosition } from './position.js';

/** A positions row as Postgres returns it (numerics as text; timestamps as Dates, or ISO text where asked). */
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
  created_at: Date | string;
  updated_at: Date | string;
}

const num = (v: string | null) => (v === null ? null : Number(v));
const iso = (v: Date | string) => (typeof v === 'string' ? v : v.toISOString());

export function toStoredPosition(r: PositionRow): StoredPosition {
  return {
    id: r.id,
    tradingSymbol: r.trading_symbol,
    instrumentToken: Number(r.instrument_token),
    exchange: r.exchange,
    name: r.name,
    instrumentType: r.instrument_type,
    expiry: r.expiry,
    buyDate: r.buy_date,
    buyPrice: Number(r.buy_price),
    quantity: r.quantity,
    positionType: r.position_type,
    yesterdayClosingPrice: num(r.yesterday_closing_price),
    todaysPnl: num(r.todays_pnl),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}
