import type { LedgerSource, LedgerTrade } from '@app/contracts';

/** A stored trade, as the lot rules read it. */
export interface StoredTrade extends LedgerTrade {
  id: string;
  instrument_token?: number | null;
}

/** An opening lot from a holdings statement: the history of its ISIN starts at `as_of`. */
export interface StoredOpening {
  id: string;
  import_id: string | null;
  source: LedgerSource;
  isin: string | null;
  symbol: string;
  exchange: string | null;
  quantity: string;
  average_price: string;
  as_of: string;
  created_at: string;
}

const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const iso = (v: unknown): string | null => (v instanceof Date ? v.toISOString() : str(v));

export function toStoredTrade(r: Record<string, unknown>): StoredTrade {
  return {
    id: String(r.id),
    source: r.source as LedgerSource,
    trade_id: str(r.trade_id),
    order_id: str(r.order_id),
    isin: str(r.isin),
    symbol: String(r.symbol),
    exchange: String(r.exchange),
    segment: r.segment as LedgerTrade['segment'],
    trade_date: String(r.trade_date),
    executed_at: iso(r.executed_at),
    side: r.side as LedgerTrade['side'],
    quantity: String(r.quantity),
    price: String(r.price),
    expiry: str(r.expiry),
    charges: str(r.charges),
    instrument_token:
      r.instrument_token === null || r.instrument_token === undefined ? null : Number(r.instrument_token),
  };
}

export function toStoredOpening(r: Record<string, unknown>): StoredOpening {
  return {
    id: String(r.id),
    import_id: str(r.import_id),
    source: r.source as LedgerSource,
    isin: str(r.isin),
    symbol: String(r.symbol),
    exchange: str(r.exchange),
    quantity: String(r.quantity),
    average_price: String(r.average_price),
    as_of: String(r.as_of),
    created_at: iso(r.created_at) ?? '',
  };
}
