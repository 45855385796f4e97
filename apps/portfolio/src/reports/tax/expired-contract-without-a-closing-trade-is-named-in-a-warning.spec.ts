import { describe, expect, it } from '@jest/globals';
import { buildLedger } from '../../ledger/lot-engine.js';
import { trade } from '../../ledger/test-trades.js';
import { taxPnlReport } from './tax-pnl-report.js';

describe('an option bought and left to expire', () => {
  it('has no exit in the tradebook, so the report names it instead of counting a result', () => {
    const fo = {
      isin: null,
      symbol: 'NIFTY24DEC25000CE',
      exchange: 'NFO',
      segment: 'FO' as const,
      expiry: '2024-12-26',
    };
    const trades = [trade('buy', '2024-12-10', '50', '30', fo)];
    const histories = [...buildLedger({ trades, openings: [], actions: [] }).values()];
    const r = taxPnlReport({
      histories,
      actions: [],
      dividends: [],
      fy: 2024,
      fmv: () => null,
      expiries: new Map([['FO:NFO:NIFTY24DEC25000CE', '2024-12-26']]),
    });
    expect(r.rows).toEqual([]);
    expect(r.warnings.filter((w) => w.startsWith('NIFTY24DEC25000CE expired in the year'))).toHaveLength(1);
  });
});
