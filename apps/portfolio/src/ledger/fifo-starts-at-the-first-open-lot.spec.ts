import { describe, expect, it } from '@jest/globals';
import { Decimal } from 'decimal.js';
import { sellFifo } from './fifo.js';
import type { WorkingLot } from './lot-types.js';

const lot = (open: number): WorkingLot => ({
  id: `l${open}`,
  key: 'INE009A01021',
  isin: 'INE009A01021',
  symbol: 'INFY',
  exchange: 'NSE',
  buyDate: '2024-01-01',
  quantity: new Decimal(open || 1),
  open: new Decimal(open),
  costPerShare: new Decimal(100),
  adjustedCostPerShare: new Decimal(100),
  charges: null,
  source: 'console-tradebook',
  unknownBasis: false,
  keyedBySymbol: false,
  disposals: [],
});

describe('a sale out of a long history', () => {
  it('starts at the first open lot it is told of, and says where the next one starts', () => {
    const lots = [lot(0), lot(0), lot(3), lot(0), lot(4), lot(5)];
    // 5 sold: 3 out of lots[2], 2 out of lots[4]; lots[4] still has 2, so the next sale starts there.
    const first = sellFifo(lots, new Decimal(5), new Decimal(110), '2024-02-01', 'T1', 0);
    expect(first).toEqual({ unmatched: new Decimal(0), firstOpen: 4 });
    expect(lots.map((l) => l.open.toNumber())).toEqual([0, 0, 0, 0, 2, 5]);
    // A lot before the cursor is never looked at again, even one that (wrongly) still had shares.
    lots[0].open = new Decimal(9);
    const second = sellFifo(lots, new Decimal(8), new Decimal(110), '2024-02-02', 'T2', first.firstOpen);
    expect(second).toEqual({ unmatched: new Decimal(1), firstOpen: 6 });
    expect(lots[0].disposals).toEqual([]);
    expect(lots.map((l) => l.open.toNumber())).toEqual([9, 0, 0, 0, 0, 0]);
  });
});
