import { useCallback } from 'react';
import toast from 'react-hot-toast';
import useSWR, { useSWRConfig } from 'swr';
import { SETTINGS_DEFAULTS } from '@app/contracts/settings/constants';
import type { UserPreferences } from '@app/contracts/settings/types';
import { api } from '../../api/apiClient';
import { useAuth } from '../../auth/useAuth';
import { LOSS_TEXT, lossCoverApi, PREFERENCES_PATH } from '../../loss-cover/lossCoverApi';
import { SETTINGS_KEY } from '../../settings/settingsApi';
import type { Thresholds } from './threshold';

// The same cache entry as the loss range: both read GET /user/preferences.
const KEY = [PREFERENCES_PATH, '{}'] as const;
const DEFAULTS: Thresholds = { above_cash: SETTINGS_DEFAULTS.portfolio_variables.above_cash, below_cash: SETTINGS_DEFAULTS.portfolio_variables.below_cash };

/** The Portfolio container's profit and loss thresholds from the user's preferences, and their save. */
export function useThresholds() {
  const { isAuthenticated, initialised } = useAuth();
  const { mutate: mutateCache } = useSWRConfig();
  const { data, error, mutate } = useSWR<{ preferences: UserPreferences }>(initialised && isAuthenticated ? KEY : null, lossCoverApi.preferences, { revalidateOnFocus: false });
  const thresholds: Thresholds | null = data ? { above_cash: data.preferences.portfolio_above_cash, below_cash: data.preferences.portfolio_below_cash } : error ? DEFAULTS : null;

  const save = useCallback(
    async (next: Thresholds) => {
      try {
        const res = await api.post<{ data: { preferences: UserPreferences } }>(
          PREFERENCES_PATH,
          { preferences: { portfolio_above_cash: next.above_cash, portfolio_below_cash: next.below_cash } },
          { quiet: true },
        );
        await mutate({ preferences: res.data.preferences }, { revalidate: false });
        void mutateCache(SETTINGS_KEY);
        toast.success(LOSS_TEXT.saved);
      } catch (e) {
        toast.error(LOSS_TEXT.saveFailed);
        throw e;
      }
    },
    [mutate, mutateCache],
  );
  return { thresholds, save };
}
