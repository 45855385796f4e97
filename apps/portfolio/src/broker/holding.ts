import type { Holding, Tick } from '@app/contracts';
import { holdingPnl } from './account-rules.js';

/** A holding of the paper account as stored; the average price stays exact text. */
export interface HoldingRecord {
  instrumentToken: number;
  tradingsymbol: string;
  exchange: string;
  quantity: number;
  averagePrice: string;
}

/** A holdings row as Postgres returns it (numerics as text). */
export interface HoldingRow {
  instrument_token: string;
  tradingsymbol: string;
  exchange: string;
  quantity: number;
  average_price: string;
}

export const toHoldingRecord = (r: HoldingRow): HoldingRecord => ({
  instrumentToken: Number(r.instrument_token),
  tradingsymbol: r.tradingsymbol,
  exchange: r.exchange,
  quantity: r.quantity,
  averagePrice: r.average_price,
});

/** A holding in Kite's shape, valued at the last tick when there is one. */
export function toHolding(h: HoldingRecord, tick: Tick | undefined): Holding {
  return {
    tradingsymbol: h.tradingsymbol,
    exchange: h.exchange,
    instrument_token: h.instrumentToken,
    quantity: h.quantity,
    average_price: Number(h.averagePrice),
    last_price: tick?.last_price ?? null,
    pnl: tick ? holdingPnl(tick.last_price, h.averagePrice, h.quantity) : null,
    day_change: tick ? tick.change : null,
    day_change_percentage: tick ? tick.change_percent : null,
  };
}
