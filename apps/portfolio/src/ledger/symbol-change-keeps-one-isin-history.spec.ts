import { describe, expect, it } from '@jest/globals';
import { buildLedger } from './lot-engine.js';
import { lotKeyOf } from './lot-key.js';
import { realisedBetween, toHolding } from './ledger-views.js';
import { trade } from './test-trades.js';

const ISIN = 'INE0ABC01014';

describe('a company renamed (one ISIN, two symbols) and traded on two exchanges', () => {
  it('keeps one history: lots bought under the old symbol are sold first under the new one', () => {
    const ledger = buildLedger({
      trades: [
        trade('buy', '2023-06-01', '10', '50', { isin: ISIN, symbol: 'OLDCO' }),
        trade('buy', '2024-01-15', '10', '60', { isin: ISIN, symbol: 'NEWCO', exchange: 'BSE' }),
        trade('sell', '2024-02-01', '15', '70', { isin: ISIN, symbol: 'NEWCO' }),
      ],
      openings: [],
      actions: [],
    });
    expect([...ledger.keys()]).toEqual([ISIN]);
    const h = ledger.get(ISIN)!;
    // 10 × (70 − 50) = 200 and 5 × (70 − 60) = 50.
    expect(realisedBetween([h], '2023-04-01', '2024-03-31').total).toBe('250.00');
    expect(toHolding(h)).toMatchObject({ isin: ISIN, symbol: 'NEWCO', quantity: '5', average_cost: '60.0000' });
  });
});

describe('what a row is keyed by', () => {
  it('is the ISIN for equity, the contract for F&O, and exchange and symbol (flagged) for equity without one', () => {
    expect(lotKeyOf({ isin: ISIN, symbol: 'X', exchange: 'BSE', segment: 'EQ' })).toEqual({
      key: ISIN,
      isin: ISIN,
      keyedBySymbol: false,
    });
    expect(lotKeyOf({ isin: null, symbol: 'NIFTY24MAYFUT', exchange: 'NFO', segment: 'FO' })).toEqual({
      key: 'FO:NFO:NIFTY24MAYFUT',
      isin: null,
      keyedBySymbol: false,
    });
    expect(lotKeyOf({ isin: null, symbol: 'SMALLCO', exchange: 'BSE', segment: 'EQ' })).toEqual({
      key: 'BSE:SMALLCO',
      isin: null,
      keyedBySymbol: true,
    });
  });
});
