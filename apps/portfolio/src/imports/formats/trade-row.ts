import type { LedgerSource, LedgerTrade } from '@app/contracts';
import { instantText, isinText, optionalDate, positiveDecimal, requiredDate, requiredText, sideText } from './cells.js';
import type { RowScope } from './row-scope.js';

const SEGMENTS: Record<string, LedgerTrade['segment']> = {
  eq: 'EQ',
  equity: 'EQ',
  fo: 'FO',
  nfo: 'FO',
  'f&o': 'FO',
  bfo: 'FO',
  com: 'COM',
  commodity: 'COM',
  mcx: 'COM',
  mf: 'MF',
};

/** Whether a tradebook's rows must carry the broker's trade id (the dedupe key). */
export interface TradeRowOptions {
  source: LedgerSource;
  tradeIdRequired: boolean;
}

/** A tradebook (or mapped) row as a ledger trade; undefined when any cell is bad. */
export function readTrade(row: RowScope, options: TradeRowOptions): LedgerTrade | undefined {
  const symbol = row.read('symbol', (t, l) => requiredText(t, l));
  const tradeDate = row.read('trade_date', requiredDate);
  const side = row.read('side', sideText);
  const quantity = row.read('quantity', positiveDecimal);
  const price = row.read('price', positiveDecimal);
  const expiry = row.read('expiry', optionalDate);
  const segmentText = row.raw('segment').trim().toLowerCase();
  const segment: LedgerTrade['segment'] | undefined = segmentText ? SEGMENTS[segmentText] : expiry ? 'FO' : 'EQ';
  if (!segment) row.fail('segment', `segment must be EQ, FO, COM or MF, not "${row.raw('segment').trim()}"`);
  // Equity and fund lots are keyed by ISIN; derivatives have none.
  const isin = row.read('isin', (t, l) =>
    isinText(t, l, options.source !== 'mapped' && (segment === 'EQ' || segment === 'MF')),
  );
  const tradeId = row.raw('trade_id').trim();
  if (!tradeId && options.tradeIdRequired)
    row.fail('trade_id', 'trade_id is required: it is how overlapping tradebooks are deduplicated');
  const executedRaw = row.raw('executed_at').trim();
  const executedAt = executedRaw ? instantText(executedRaw) : null;
  if (executedRaw && !executedAt)
    row.fail('executed_at', `order_execution_time must be a date and time, not "${executedRaw}"`);
  const exchange = row.raw('exchange').trim().toUpperCase() || (segment === 'FO' ? 'NFO' : 'NSE');
  if (!row.ok) return undefined;
  return {
    trade_id: tradeId || null,
    order_id: row.raw('order_id').trim() || null,
    isin: isin ?? null,
    symbol: symbol!.toUpperCase(),
    exchange,
    segment: segment!,
    trade_date: tradeDate!,
    executed_at: executedAt,
    side: side!,
    quantity: quantity!,
    price: price!,
    expiry: expiry ?? null,
    charges: null,
    source: options.source,
  };
}
