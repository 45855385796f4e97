import { describe, expect, it } from '@jest/globals';
import { buildLedger } from '../../ledger/lot-engine.js';
import { trade } from '../../ledger/test-trades.js';
import { taxPnlReport } from './tax-pnl-report.js';

describe('listed equity held long and sold before 1 April 2018 (s.10(38))', () => {
  it('shows its profit but taxes nothing, and its loss is not set off or carried', () => {
    const a = { isin: 'INE009A01021', symbol: 'INFY' };
    const b = { isin: 'INE467B01029', symbol: 'TCS' };
    const trades = [
      trade('buy', '2016-01-04', '10', '1000', a),
      trade('buy', '2016-01-04', '10', '2500', b),
      trade('sell', '2018-03-15', '10', '1100', a), // +1000, long-term
      trade('sell', '2018-03-15', '10', '2300', b), // −2000, long-term
    ];
    const histories = [...buildLedger({ trades, openings: [], actions: [] }).values()];
    const r = taxPnlReport({ histories, actions: [], dividends: [], fy: 2017, fmv: () => null });
    expect(r.rows.map((x) => [x.symbol, x.section, x.profit, x.taxable_profit, x.rate])).toEqual([
      ['INFY', 'equity_long_term', '1000.00', '0.00', null],
      ['TCS', 'equity_long_term', '-2000.00', '0.00', null],
    ]);
    expect(r.set_off).toEqual([]);
    expect(r.carried_forward).toEqual([]);
    expect(r.computation.flat_rate_tax).toBe('0.00');
  });
});
