import { useEffect } from 'react';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import { api } from '../../api/apiClient';
import { useAuth } from '../../auth/useAuth';
import { loadActivity, loadOverview, OVERVIEW_LOAD_FAILED, type DataGetter } from './loadOverview';

// Each screen shows its own failures, so the global error toast stays quiet.
const getData: DataGetter = async <T,>(path: string, query?: Record<string, number | string>) => (await api.get<{ data: T }>(path, query, { quiet: true })).data;

const REFRESH_MS = 60_000;

/** The summary's four sources and Recent Activity's two, fetched only while signed in, refreshed every minute. */
export function useOverviewData() {
  const { isAuthenticated, initialised } = useAuth();
  const ready = initialised && isAuthenticated;
  const summary = useSWR(ready ? 'overview:summary' : null, () => loadOverview(getData), { revalidateOnFocus: false, refreshInterval: REFRESH_MS });
  const activity = useSWR(ready ? 'overview:activity' : null, () => loadActivity(getData), { revalidateOnFocus: false, refreshInterval: REFRESH_MS });

  useEffect(() => {
    if (summary.error) toast.error(OVERVIEW_LOAD_FAILED, { id: 'overview-load' });
  }, [summary.error]);

  return {
    summary,
    activity,
    refresh: () => Promise.all([summary.mutate(), activity.mutate()]),
    refreshing: summary.isValidating || activity.isValidating,
  };
}
