import { describe, expect, it } from '@jest/globals';
import { FIXTURE_FMV, fixtureHistories } from './console-fixture-ledger.js';
import { taxPnlReport } from './tax-pnl-report.js';

describe('the losses of FY 2023-24 in the Console fixture', () => {
  it('are carried forward: short-term capital for 8 years, speculative for 4', async () => {
    const { input, histories } = await fixtureHistories();
    const r = taxPnlReport({ histories, actions: input.actions, dividends: [], fy: 2023, fmv: FIXTURE_FMV });
    expect(r.rows.map((x) => [x.symbol, x.section, x.profit, x.rate])).toEqual([
      ['WIPRO', 'equity_intraday', '-1000.00', null], // 100 × (400 − 410)
      ['TCS', 'equity_short_term', '-3000.00', '0.150000'], // 10 × (3200 − 3500)
    ]);
    expect(r.set_off).toEqual([]);
    expect(r.carried_forward).toEqual([
      { kind: 'short_term_capital', amount: '3000.00', from_fy: '2023-24', expires_fy: '2031-32' }, // 2023 + 8
      { kind: 'speculative', amount: '1000.00', from_fy: '2023-24', expires_fy: '2027-28' }, // 2023 + 4
    ]);
    expect(r.computation.exemption).toEqual({ limit: '100000.00', used: '0.00' });
    expect(r.computation.flat_rate_tax).toBe('0.00');
  });
});
