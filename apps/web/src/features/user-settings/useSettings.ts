import useSWR from 'swr';
import { SETTINGS_DEFAULTS } from '@app/contracts/settings/constants';
import type { SettingsBundle } from '@app/contracts/settings/types';
import { useAuth } from '../../shared/session/useAuth';
import { settingsApi, SETTINGS_KEY } from './settingsApi';
import { toastFailure } from '../../shared/api/errorToast';

export type SettingsStatus = 'loading' | 'error' | 'loaded';

const EMPTY: SettingsBundle = {
  ...structuredClone(SETTINGS_DEFAULTS),
  conditional_formatting: [],
  row_colors: [],
  row_text_colors: [],
  collapsible_states: {},
  column_configs: {} as SettingsBundle['column_configs'],
} as SettingsBundle;

/** The signed-in user's settings bundle (one call), with the default settings until it arrives. */
export function useSettings() {
  const { isAuthenticated } = useAuth();
  const { data, error, isLoading, mutate } = useSWR(isAuthenticated ? SETTINGS_KEY : null, () => settingsApi.bundle(), {
    revalidateOnFocus: false,
    dedupingInterval: 5_000,
    // When the settings cannot be read, the app runs on the defaults and says why.
    onError: (e) => (e as { status?: number }).status !== 401 && toastFailure(e, 'Failed to fetch settings'),
  });
  const status: SettingsStatus = data ? 'loaded' : error ? 'error' : 'loading';
  return {
    settings: data?.data ?? EMPTY,
    preloaded: data?.preloaded ?? false,
    status,
    isLoading,
    error: error as Error | undefined,
    /** Replaces one group locally (optimistically) and refetches. */
    patch: async <K extends keyof SettingsBundle>(key: K, value: SettingsBundle[K]) => {
      await mutate((current) => (current ? { ...current, data: { ...current.data, [key]: value } } : current), {
        revalidate: false,
      });
    },
    reload: () => mutate(),
  };
}
