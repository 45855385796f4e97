import type { ApiSuccess } from '@app/contracts/shared/envelope';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import useSWR, { useSWRConfig } from 'swr';
import type { UserPreferences } from '@app/contracts/settings/types';
import { api } from '../../shared/api/apiClient';
import { PATHS } from '../../shared/api/paths';
import { useAuth } from '../../shared/session/useAuth';
import { SETTINGS_KEY } from './settingsApi';
import { toastFailure } from '../../shared/api/errorToast';

/** What saving the preferences says, whichever screen saved them. */
export const PREFERENCES_TEXT = {
  saved: 'Preferences saved',
  saveFailed: 'Failed to save preferences',
} as const;

// The same key shape as useApiData, so every reader of GET /user/preferences shares one cache entry.
const KEY = [PATHS.preferences, '{}'] as const;

export const preferencesApi = {
  get: async (): Promise<{ preferences: UserPreferences }> =>
    (await api.get<ApiSuccess<{ preferences: UserPreferences }>>(PATHS.preferences)).data,
  save: async (change: Partial<UserPreferences>): Promise<UserPreferences> =>
    (await api.post<ApiSuccess<{ preferences: UserPreferences }>>(PATHS.preferences, { preferences: change })).data
      .preferences,
};

/**
 * The user's preferences (the loss-cover range and the portfolio thresholds) from GET /user/preferences,
 * and `save`, which stores a change with POST /user/preferences and says so in a toast.
 */
export function usePreferences() {
  const { isAuthenticated, initialised } = useAuth();
  const { mutate: mutateCache } = useSWRConfig();
  const { data, error, mutate } = useSWR<{ preferences: UserPreferences }>(
    initialised && isAuthenticated ? KEY : null,
    preferencesApi.get,
    { revalidateOnFocus: false },
  );

  const save = useCallback(
    async (change: Partial<UserPreferences>) => {
      try {
        const preferences = await preferencesApi.save(change);
        await mutate({ preferences }, { revalidate: false });
        // The settings bundle holds the same values; let it catch up.
        void mutateCache(SETTINGS_KEY);
        toast.success(PREFERENCES_TEXT.saved);
      } catch (e) {
        toastFailure(e, PREFERENCES_TEXT.saveFailed);
        throw e;
      }
    },
    [mutate, mutateCache],
  );

  return { preferences: data?.preferences, failed: Boolean(error), loading: !data && !error, save };
}
