interface RebuyEntryFields {
  instrumentToken: number;
  tradingSymbol: string;
  name: string;
  exchange: string;
  buyPrice: number;
  sellPrice: number;
  quantity: number;
  originalPositionId: string | null;
  buyDate: string | null;
}

/** What a sale of a BUY position leaves behind, to weigh buying the instrument back. */
export interface NewRebuyEntry extends RebuyEntryFields {
  sellDate: Date;
}

/** A stored re-buy entry. */
export interface RebuyRecord extends RebuyEntryFields {
  id: string;
  sellDate: string;
  createdAt: string;
}

/** A rebuy_entries row as Postgres returns it (numerics as text). */
export interface RebuyRow {
  id: string;
  instrument_token: string;
  trading_symbol: string;
  name: string;
  exchange: string;
  buy_price: string;
  sell_price: string;
  quantity: number;
  original_position_id: string | null;
  buy_date: string | null;
  sell_date: Date;
  created_at: Date;
}

export function toRebuyRecord(r: RebuyRow): RebuyRecord {
  return {
    id: r.id,
    instrumentToken: Number(r.instrument_token),
    tradingSymbol: r.trading_symbol,
    name: r.name,
    exchange: r.exchange,
    buyPrice: Number(r.buy_price),
    sellPrice: Number(r.sell_price),
    quantity: r.quantity,
    originalPositionId: r.original_position_id,
    buyDate: r.buy_date,
    sellDate: r.sell_date.toISOString(),
    createdAt: r.created_at.toISOString(),
  };
}
