import { useCallback } from 'react';
import toast from 'react-hot-toast';
import useSWR, { useSWRConfig } from 'swr';
import type { UserPreferences } from '@app/contracts/settings/types';
import { useAuth } from '../../auth/useAuth';
import { SETTINGS_KEY } from '../../settings/settingsApi';
import { LOSS_TEXT, lossCoverApi, PREFERENCES_PATH } from '../lossCoverApi';
import { DEFAULT_LOSS_RANGE, rangeFromPreferences, type LossRange } from '../utils/lossRange';

const KEY = [PREFERENCES_PATH, '{}'] as const;

/**
 * The user's loss-cover range from GET /user/preferences (the defaults when that fails; null while it
 * loads) and `save`, which stores it with POST /user/preferences and says so in a toast.
 */
export function useLossRange() {
  const { isAuthenticated, initialised } = useAuth();
  const { mutate: mutateCache } = useSWRConfig();
  const { data, error, mutate } = useSWR<{ preferences: UserPreferences }>(initialised && isAuthenticated ? KEY : null, lossCoverApi.preferences, { revalidateOnFocus: false });
  const range: LossRange | null = data ? rangeFromPreferences(data.preferences) : error ? DEFAULT_LOSS_RANGE : null;

  const save = useCallback(
    async (next: LossRange) => {
      try {
        const preferences = await lossCoverApi.saveRange(next);
        await mutate({ preferences }, { revalidate: false });
        // The settings bundle holds the same values (loss_cover); let it catch up.
        void mutateCache(SETTINGS_KEY);
        toast.success(LOSS_TEXT.saved);
      } catch (e) {
        toast.error(LOSS_TEXT.saveFailed);
        throw e;
      }
    },
    [mutate, mutateCache],
  );

  return { range, loading: !data && !error, save };
}
