import { useCallback } from 'react';
import { SETTINGS_DEFAULTS } from '@app/contracts/settings/constants';
import { usePreferences } from '../user-settings';
import type { Thresholds } from './threshold';

const DEFAULTS: Thresholds = {
  above_cash: SETTINGS_DEFAULTS.portfolio_variables.above_cash,
  below_cash: SETTINGS_DEFAULTS.portfolio_variables.below_cash,
};

/** The Portfolio container's profit and loss thresholds from the user's preferences, and their save. */
export function useThresholds() {
  const { preferences, failed, save } = usePreferences();
  const thresholds: Thresholds | null = preferences
    ? { above_cash: preferences.portfolio_above_cash, below_cash: preferences.portfolio_below_cash }
    : failed
      ? DEFAULTS
      : null;
  const saveThresholds = useCallback(
    (next: Thresholds) => save({ portfolio_above_cash: next.above_cash, portfolio_below_cash: next.below_cash }),
    [save],
  );
  return { thresholds, save: saveThresholds };
}
