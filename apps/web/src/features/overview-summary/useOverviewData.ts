import type { ApiSuccess } from '@app/contracts/shared/envelope';
import { useEffect } from 'react';
import useSWR from 'swr';
import { api } from '../../shared/api/apiClient';
import { useAuth } from '../../shared/session/useAuth';
import { loadActivity, loadOverview, OVERVIEW_LOAD_FAILED, type DataGetter } from './loadOverview';
import { toastFailure } from '../../shared/api/errorToast';

const getData: DataGetter = async <T>(path: string, query?: Record<string, number | string>) =>
  (await api.get<ApiSuccess<T>>(path, query)).data;

const REFRESH_MS = 60_000;

/** The summary's four sources and Recent Activity's two, fetched only while signed in, refreshed every minute. */
export function useOverviewData() {
  const { isAuthenticated, initialised } = useAuth();
  const ready = initialised && isAuthenticated;
  const summary = useSWR(ready ? 'overview:summary' : null, () => loadOverview(getData), {
    revalidateOnFocus: false,
    refreshInterval: REFRESH_MS,
  });
  const activity = useSWR(ready ? 'overview:activity' : null, () => loadActivity(getData), {
    revalidateOnFocus: false,
    refreshInterval: REFRESH_MS,
  });

  useEffect(() => {
    if (summary.error) toastFailure(summary.error, OVERVIEW_LOAD_FAILED);
  }, [summary.error]);

  return {
    summary,
    activity,
    refresh: () => Promise.all([summary.mutate(), activity.mutate()]),
    refreshing: summary.isValidating || activity.isValidating,
  };
}
