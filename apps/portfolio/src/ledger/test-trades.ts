import type { CorporateAction } from '@app/contracts';
import type { StoredOpening, StoredTrade } from './ledger-rows.js';
import type { LotAction } from './lot-types.js';

let seq = 0;

/** A stored trade for the scenario specs: an equity delivery trade on NSE unless told otherwise. */
export function trade(
  side: 'buy' | 'sell',
  date: string,
  quantity: string,
  price: string,
  over: Partial<StoredTrade> = {},
): StoredTrade {
  seq += 1;
  return {
    id: `t${seq}`,
    trade_id: `T${seq}`,
    order_id: null,
    isin: 'INE009A01021',
    symbol: 'INFY',
    exchange: 'NSE',
    segment: 'EQ',
    trade_date: date,
    executed_at: null,
    side,
    quantity,
    price,
    expiry: null,
    charges: null,
    source: 'console-tradebook',
    ...over,
  };
}

export function opening(
  asOf: string,
  quantity: string,
  averagePrice: string,
  over: Partial<StoredOpening> = {},
): StoredOpening {
  seq += 1;
  return {
    id: `o${seq}`,
    import_id: 'imp-1',
    source: 'holdings-statement',
    isin: 'INE009A01021',
    symbol: 'INFY',
    exchange: 'NSE',
    quantity,
    average_price: averagePrice,
    as_of: asOf,
    created_at: '2024-04-01T00:00:00.000Z',
    ...over,
  };
}

export function lotAction(
  kind: 'split' | 'bonus',
  exDate: string,
  numerator: number,
  denominator: number,
  isin = 'INE009A01021',
): LotAction {
  seq += 1;
  return { id: `ca${seq}`, isin, kind, exDate, numerator, denominator };
}

export function dividendAction(exDate: string, perShare: string, isin = 'INE009A01021'): CorporateAction {
  seq += 1;
  return {
    id: `ca${seq}`,
    isin,
    symbol: 'INFY',
    kind: 'dividend',
    ex_date: exDate,
    record_date: exDate,
    ratio_numerator: null,
    ratio_denominator: null,
    per_share: perShare,
    purpose: `Dividend - Rs ${perShare} Per Share`,
    status: 'applied',
    applied_at: null,
  };
}
