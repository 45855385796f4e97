import { describe, expect, it } from '@jest/globals';
import { fixtureHistories } from './console-fixture-ledger.js';
import { taxPnlReport } from './tax-pnl-report.js';

describe('a lot bought on or before 31 Jan 2018 whose FMV is not in the table', () => {
  it('is taxed on its actual cost, with a note on the row and a warning naming it', async () => {
    const { input, histories } = await fixtureHistories();
    const r = taxPnlReport({ histories, actions: input.actions, dividends: [], fy: 2024, fmv: () => null });
    const row = r.rows.find((x) => x.symbol === 'OLDMILL')!;
    expect(row.fair_market_value).toBeNull();
    expect(row.taxable_profit).toBe('120000.00'); // 400 × (700 − 400): the whole gain
    expect(row.notes).toEqual(['Bought on or before 31 Jan 2018: FMV of that day not known, actual cost used']);
    expect(r.warnings.filter((w) => w.includes('fair market value') && w.includes('OLDMILL'))).toHaveLength(1);
    // LTCG 12.5% is now 120000 + 52500 − 5000 = 167500; after the 125000 exemption 42500 × 12.5% = 5312.50,
    // plus 150 + 800 + 1500 as before.
    expect(r.computation.flat_rate_tax).toBe('7762.50');
  });
});
