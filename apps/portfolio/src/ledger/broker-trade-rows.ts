import type { BrokerTrade, LedgerTrade } from '@app/contracts';
import type { LedgerTradeRow } from './ledger-trades.repository.js';

/** Kite's exchanges to the ledger's segments: derivatives are kept per contract. */
export function segmentOf(exchange: string): LedgerTrade['segment'] {
  if (exchange === 'NFO' || exchange === 'BFO' || exchange === 'CDS' || exchange === 'BCD') return 'FO';
  if (exchange === 'MCX') return 'COM';
  return 'EQ';
}

/** Kite's times are IST wall-clock ("2024-05-02 10:15:03"): the day is their date, the instant carries +05:30. */
function kiteTime(t: BrokerTrade): { day: string | null; at: string | null } {
  const raw = t.fill_timestamp ?? t.exchange_timestamp ?? t.order_timestamp;
  const m = raw ? /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})/.exec(raw) : null;
  return m ? { day: m[1], at: `${m[1]}T${m[2]}+05:30` } : { day: null, at: null };
}

/**
 * A Kite trade as a ledger trade: keyed on Kite's trade id (the same id a Console tradebook shows, so a
 * tradebook imported later does not count it twice). Kite gives no ISIN: the instrument is kept and the
 * ledger asks the market for its ISIN. Rows without a quantity or a day are left out.
 */
export function kiteTradeRow(t: BrokerTrade, today: string): LedgerTradeRow | null {
  if (!t.trade_id || !(t.quantity > 0) || !(t.average_price >= 0)) return null;
  const { day, at } = kiteTime(t);
  return {
    trade_id: t.trade_id,
    order_id: t.order_id || null,
    isin: null,
    instrument_token: t.instrument_token || null,
    symbol: t.tradingsymbol,
    exchange: t.exchange,
    segment: segmentOf(t.exchange),
    trade_date: day ?? today,
    executed_at: at,
    side: t.transaction_type === 'SELL' ? 'sell' : 'buy',
    quantity: String(t.quantity),
    price: String(t.average_price),
    expiry: null,
    charges: null,
    source: 'kite',
  };
}

/** A paper order's fill: one trade per order (paper orders fill whole), keyed so a retry cannot add it twice. */
export function paperFillRow(
  o: { id: string; tradingsymbol: string; exchange: string; instrumentToken: number; side: string; quantity: number },
  price: number,
  filledAt: Date,
  day: string,
): LedgerTradeRow {
  return {
    trade_id: `paper:${o.id}:1`,
    order_id: o.id,
    isin: null,
    instrument_token: o.instrumentToken,
    symbol: o.tradingsymbol,
    exchange: o.exchange,
    segment: segmentOf(o.exchange),
    trade_date: day,
    executed_at: filledAt.toISOString(),
    side: o.side === 'SELL' ? 'sell' : 'buy',
    quantity: String(o.quantity),
    price: String(price),
    expiry: null,
    charges: null,
    source: 'paper',
  };
}
