import { Decimal } from 'decimal.js';
import type { LedgerSource } from '@app/contracts';
import type { StoredOpening } from './ledger-rows.js';
import { lotKeyOf, type LotKey } from './lot-key.js';
import type { WorkingLot } from './lot-types.js';

/** A key's position as the latest holdings statement gives it. */
export interface Statement {
  key: LotKey;
  id: string;
  symbol: string;
  exchange: string;
  asOf: string;
  quantity: Decimal;
  averagePrice: Decimal;
  source: LedgerSource;
}

/**
 * The statement that counts for each key: the one with the latest as-of date, and of two imports with
 * the same date the later one (re-importing a statement replaces, never doubles). Rows of one key in
 * one import are summed at their weighted average.
 */
export function latestStatements(openings: readonly StoredOpening[]): Map<string, Statement> {
  const chosen = new Map<string, StoredOpening[]>();
  for (const o of openings) {
    const k = lotKeyOf(o).key;
    const current = chosen.get(k)?.[0];
    const newer =
      !current || o.as_of > current.as_of || (o.as_of === current.as_of && o.created_at > current.created_at);
    const sameImport = current && o.as_of === current.as_of && o.import_id === current.import_id;
    if (sameImport) chosen.get(k)!.push(o);
    else if (newer) chosen.set(k, [o]);
  }
  const out = new Map<string, Statement>();
  for (const [k, rows] of chosen) {
    const quantity = rows.reduce((s, r) => s.plus(r.quantity), new Decimal(0));
    const value = rows.reduce((s, r) => s.plus(new Decimal(r.quantity).times(r.average_price)), new Decimal(0));
    const first = rows[0];
    out.set(k, {
      key: lotKeyOf(first),
      id: first.id,
      symbol: first.symbol,
      exchange: first.exchange ?? 'NSE',
      asOf: first.as_of,
      quantity,
      averagePrice: value.div(quantity),
      source: first.source,
    });
  }
  return out;
}

/**
 * At the end of a statement's as-of day: when the trades so far leave exactly the statement's quantity
 * open, they explain it and their lots (with real buy dates) stand. Otherwise the history before is
 * incomplete, and the statement supersedes it: the open lots give way to one lot of the statement's
 * quantity at its average price, dated as of the statement. Sales already made stay as they were.
 */
export function reconcileWithStatement(lots: WorkingLot[], s: Statement): WorkingLot[] {
  const open = lots.reduce((sum, l) => sum.plus(l.open), new Decimal(0));
  if (open.eq(s.quantity)) return lots;
  const kept = lots
    .filter((l) => l.disposals.length > 0)
    .map((l) => {
      const sold = l.disposals.reduce((sum, d) => sum.plus(d.quantity), new Decimal(0));
      return { ...l, quantity: sold, open: new Decimal(0) };
    });
  kept.push({
    id: s.id,
    key: s.key.key,
    isin: s.key.isin,
    symbol: s.symbol,
    exchange: s.exchange,
    buyDate: s.asOf,
    quantity: s.quantity,
    open: s.quantity,
    costPerShare: s.averagePrice,
    adjustedCostPerShare: s.averagePrice,
    charges: null,
    source: s.source,
    // A statement row without an average price (some exports leave it out) has no known cost.
    unknownBasis: s.averagePrice.isZero(),
    keyedBySymbol: s.key.keyedBySymbol,
    disposals: [],
  });
  return kept;
}
