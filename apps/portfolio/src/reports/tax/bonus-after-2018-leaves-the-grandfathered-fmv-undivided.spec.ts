import { describe, expect, it } from '@jest/globals';
import { Decimal } from 'decimal.js';
import { buildLedger } from '../../ledger/lot-engine.js';
import { lotAction, trade } from '../../ledger/test-trades.js';
import { taxPnlReport } from './tax-pnl-report.js';

describe('a grandfathered lot with a 1:1 bonus after 31 Jan 2018', () => {
  it('keeps its FMV per share (the bonus adds a nil-cost lot, not a split), and the bonus lot is not grandfathered', () => {
    const trades = [trade('buy', '2017-05-02', '10', '600'), trade('sell', '2024-12-02', '20', '900')];
    const actions = [lotAction('bonus', '2019-06-03', 2, 1)];
    const histories = [...buildLedger({ trades, openings: [], actions }).values()];
    const r = taxPnlReport({ histories, actions, dividends: [], fy: 2024, fmv: () => new Decimal(750) });
    expect(r.rows.map((x) => [x.entry_date, x.quantity, x.fair_market_value, x.profit, x.taxable_profit])).toEqual([
      // 10 × (900 − 600) = 3000; cost max(600, min(750, 900)) = 750, so 10 × (900 − 750) = 1500.
      ['2017-05-02', '10', '750.0000', '3000.00', '1500.00'],
      // Allotted 3 Jun 2019 at nil cost: 10 × 900 in full.
      ['2019-06-03', '10', null, '9000.00', '9000.00'],
    ]);
  });
});
