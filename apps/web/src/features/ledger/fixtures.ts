import type { LedgerHolding, Lot } from '@app/contracts/ledger/types';

export function holding(o: Partial<LedgerHolding> = {}): LedgerHolding {
  return {
    isin: 'INE467B01029',
    symbol: 'TCS',
    exchange: 'NSE',
    instrument_token: null,
    quantity: '12',
    average_cost: '2963.3333',
    adjusted_average_cost: '740.8333',
    invested: '35560.0000',
    last_price: 3100,
    current_value: '37200.0000',
    unrealised: '1640.0000',
    lots: 2,
    unknown_basis_quantity: '0',
    sources: ['console-tradebook', 'bonus'],
    ...o,
  };
}

export function lot(o: Partial<Lot> = {}): Lot {
  return {
    id: 'lot-1',
    isin: 'INE467B01029',
    symbol: 'TCS',
    exchange: 'NSE',
    buy_date: '2024-05-02',
    quantity: '4',
    open_quantity: '3',
    cost_per_share: '2963.3333',
    cost: '11853.3332',
    adjusted_cost_per_share: '740.8333',
    charges: null,
    source: 'console-tradebook',
    unknown_basis: false,
    disposals: [
      {
        sell_date: '2025-01-10',
        quantity: '1',
        price: '4100',
        proceeds: '4100',
        realised: '1136.6667',
        intraday: false,
        trade_id: 'T9',
      },
    ],
    ...o,
  };
}
