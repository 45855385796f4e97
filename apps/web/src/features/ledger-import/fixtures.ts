import type { ImportPreview } from '@app/contracts/ledger/types';

/** A preview as the server answers it, with what a test needs changed. */
export function preview(overrides: Partial<ImportPreview> = {}): ImportPreview {
  return {
    id: 'imp-1',
    status: 'preview',
    file_name: 'tradebook-2024.csv',
    format: 'console-tradebook-csv',
    detected: 'Console tradebook (equity), 2024-04-01 to 2025-03-31',
    rows_total: 3,
    counts: { trade: 2, duplicate: 0, invalid: 1 },
    sample: [
      {
        trade_id: 'T1',
        order_id: 'O1',
        isin: 'INE002A01018',
        symbol: 'RELIANCE',
        exchange: 'NSE',
        segment: 'EQ',
        trade_date: '2024-05-02',
        executed_at: null,
        side: 'buy',
        quantity: '10',
        price: '2900.5',
        expiry: null,
        charges: null,
        source: 'console-tradebook',
      },
    ],
    problems: [{ line: 4, column: 'price', field: 'price', message: 'price must be a number above 0' }],
    problems_total: 1,
    mapping: null,
    created_at: '2026-11-24T04:30:00Z',
    committed_at: null,
    ...overrides,
  };
}
