import { describe, expect, it } from '@jest/globals';
import { toPreferences } from './preferences-view.js';

describe('the user preferences', () => {
  it('show the cash thresholds of the portfolio variables and the loss-cover range', () => {
    expect(
      toPreferences(
        { above_cash: 9000, below_cash: 500, stock_commission_pct: 0.2, future_commission_pct: 0.03 },
        { min_loss_percent: 2.5, max_loss_percent: 60 },
      ),
    ).toEqual({
      portfolio_above_cash: 9000,
      portfolio_below_cash: 500,
      loss_cover_min_percent: 2.5,
      loss_cover_max_percent: 60,
    });
  });
});
