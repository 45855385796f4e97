import type { FieldError, LossCover, PortfolioVariables, UserPreferences } from '@app/contracts';

/**
 * The user preferences are a view of two stored settings: the cash thresholds of the portfolio
 * variables and the loss-cover range. Reading and saving go through them, so both stay in step.
 */
export function toPreferences(pv: PortfolioVariables, lc: LossCover): UserPreferences {
  return {
    portfolio_above_cash: pv.above_cash,
    portfolio_below_cash: pv.below_cash,
    loss_cover_min_percent: lc.min_loss_percent,
    loss_cover_max_percent: lc.max_loss_percent,
  };
}

/** A preferences save must set at least one value. */
export function preferencesProblems(given: Partial<UserPreferences>): FieldError[] {
  return Object.keys(given).length === 0
    ? [{ field: 'preferences', errors: ['preferences must set at least one value'] }]
    : [];
}

/**
 * Saves the given preferences over the current settings: each value lands in the setting it is a view
 * of, and every other field of both settings (the commissions) stays as it was.
 */
export function savePreferencesOver(
  pv: PortfolioVariables,
  lc: LossCover,
  given: Partial<UserPreferences>,
): { preferences: UserPreferences; portfolioVariables: PortfolioVariables; lossCover: LossCover } {
  const preferences = { ...toPreferences(pv, lc), ...given };
  return {
    preferences,
    portfolioVariables: {
      ...pv,
      above_cash: preferences.portfolio_above_cash,
      below_cash: preferences.portfolio_below_cash,
    },
    lossCover: {
      min_loss_percent: preferences.loss_cover_min_percent,
      max_loss_percent: preferences.loss_cover_max_percent,
    },
  };
}
