import { describe, expect, it } from '@jest/globals';
import { buildLedger } from './lot-engine.js';
import { realisedBetween } from './ledger-views.js';
import { trade } from './test-trades.js';

const fo = { isin: null, exchange: 'NFO', segment: 'FO' as const };

describe('an F&O tradebook', () => {
  it('keeps each contract apart and pairs its trades first in, first out', () => {
    const ledger = buildLedger({
      trades: [
        trade('buy', '2024-05-02', '50', '22500', { ...fo, symbol: 'NIFTY24MAYFUT' }),
        trade('buy', '2024-05-03', '50', '22550', { ...fo, symbol: 'NIFTY24MAYFUT' }),
        trade('buy', '2024-05-03', '15', '48000', { ...fo, symbol: 'BANKNIFTY24MAYFUT' }),
        trade('sell', '2024-05-10', '75', '22600', { ...fo, symbol: 'NIFTY24MAYFUT' }),
      ],
      openings: [],
      actions: [],
    });
    expect([...ledger.keys()].sort()).toEqual(['FO:NFO:BANKNIFTY24MAYFUT', 'FO:NFO:NIFTY24MAYFUT']);
    // 50 × (22,600 − 22,500) = 5,000 and 25 × (22,600 − 22,550) = 1,250.
    const r = realisedBetween(ledger.values(), '2024-04-01', '2025-03-31');
    expect(r.total).toBe('6250.00');
    expect(r.entries.every((e) => e.symbol === 'NIFTY24MAYFUT')).toBe(true);
  });
});
