import { createLocalStore } from '../../shared/storage/localStore';
import { MONTHS_DEFAULT, readStoredSettings } from './months';

/** This key is cleared at logout with the other stored preferences. */
export const ANALYTICS_SETTINGS_KEY = 'analyticsSettings';

const store = createLocalStore<{ months: number }>(
  ANALYTICS_SETTINGS_KEY,
  { months: MONTHS_DEFAULT },
  readStoredSettings,
);

/** The chosen analytics time range, remembered in this browser and shared by every analytics view. */
export function useAnalyticsMonths(): [number, (months: number) => void] {
  const { months } = store.use();
  return [months, (next) => store.set({ months: next })];
}
