import useSWR from 'swr';
import type { SavedLayout } from '@app/contracts/settings/types';
import toast from 'react-hot-toast';
import { errorText } from '../../api/apiError';
import { useAuth } from '../../auth/useAuth';
import { layoutApi } from '../layoutApi';

/** The user's saved layouts, newest first; a failed load says 'Failed to load saved layouts'. */
export function useSavedLayouts() {
  const { isAuthenticated } = useAuth();
  const { data, error, isLoading, mutate } = useSWR<SavedLayout[]>(isAuthenticated ? '/settings/layouts' : null, () => layoutApi.list(), {
    revalidateOnFocus: false,
    onError: (e) => {
      console.warn('saved layouts', errorText(e));
      toast.error('Failed to load saved layouts', { id: 'layouts-load' });
    },
  });
  return { layouts: data ?? [], loaded: data !== undefined || error !== undefined, isLoading, error, reload: () => mutate() };
}
