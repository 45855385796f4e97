import { describe, expect, it } from '@jest/globals';
import { savePreferencesOver } from './preferences-view.js';

// A user on the defaults (₹7,000 above cash, ₹1,000 below, 0.1 % and 0.05 % commissions, loss cover
// 5 %..100 %) saves two preferences.
describe('saving preferences', () => {
  const saved = savePreferencesOver(
    { above_cash: 7000, below_cash: 1000, stock_commission_pct: 0.1, future_commission_pct: 0.05 },
    { min_loss_percent: 5, max_loss_percent: 100 },
    { portfolio_above_cash: 8000, loss_cover_max_percent: 80 },
  );

  it('answers every preference: the two given and the two kept', () => {
    expect(saved.preferences).toEqual({
      portfolio_above_cash: 8000,
      portfolio_below_cash: 1000,
      loss_cover_min_percent: 5,
      loss_cover_max_percent: 80,
    });
  });

  it('writes the cash threshold into the portfolio variables and keeps their commissions', () => {
    expect(saved.portfolioVariables).toEqual({
      above_cash: 8000,
      below_cash: 1000,
      stock_commission_pct: 0.1,
      future_commission_pct: 0.05,
    });
  });

  it('writes the loss-cover bound into the loss cover', () => {
    expect(saved.lossCover).toEqual({ min_loss_percent: 5, max_loss_percent: 80 });
  });
});
