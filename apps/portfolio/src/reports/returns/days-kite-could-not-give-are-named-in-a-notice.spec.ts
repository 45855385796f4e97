import { describe, expect, it } from '@jest/globals';
import { historyGaps } from './history-gaps.js';
import { NOTICES } from './returns-notices.js';

describe('days Kite could not give', () => {
  it('names each instrument with missing days and the earliest of them', () => {
    const gaps = historyGaps([
      { symbol: 'INFY', missing: [{ from: '2025-03-03', to: '2025-03-07' }] },
      { symbol: 'TCS' },
      {
        symbol: 'NIFTY 50',
        missing: [
          { from: '2025-01-06', to: '2025-01-10' },
          { from: '2025-06-02', to: '2025-06-02' },
        ],
      },
    ]);
    expect(gaps).toEqual({ symbols: ['INFY', 'NIFTY 50'], first: '2025-01-06' });
    expect(NOTICES.missingDays(gaps!.symbols, gaps!.first)).toBe(
      "Kite's history could not be fetched just now for some days of INFY, NIFTY 50 (first 2025-01-06): those days take the last close before them. Ask again later to fill them.",
    );
  });

  it('says nothing when every series is whole', () => {
    expect(historyGaps([{ symbol: 'INFY', missing: [] }, { symbol: 'TCS' }])).toBeUndefined();
  });
});
