import useSWR from 'swr';
import type { SavedLayout } from '@app/contracts/settings/types';
import { toastFailure } from '../../shared/api/errorToast';
import { retryOnce } from '../../shared/api/retry';
import { useAuth } from '../../shared/session/useAuth';
import { layoutApi } from './layoutApi';

/**
 * The user's saved layouts, newest first, read with one retry after 1 s; a failed load says so in a
 * toast (the server's text, else 'Failed to load saved layouts').
 */
export function useSavedLayouts() {
  const { isAuthenticated } = useAuth();
  const { data, error, isLoading, mutate } = useSWR<SavedLayout[]>(
    isAuthenticated ? '/settings/layouts' : null,
    () => retryOnce(layoutApi.list),
    {
      revalidateOnFocus: false,
      onError: (e) => toastFailure(e, 'Failed to load saved layouts'),
    },
  );
  return {
    layouts: data ?? [],
    /** The list as read from the server; null while it is loading or when it could not be read. */
    known: data ?? null,
    loaded: data !== undefined || error !== undefined,
    isLoading,
    error,
    reload: () => mutate(),
  };
}
