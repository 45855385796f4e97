import type { ApiSuccess } from '@app/contracts/shared/envelope';
import useSWR, { type SWRConfiguration } from 'swr';
import { useAuth } from '../session/useAuth';
import { api, type Query } from './apiClient';

/** Where fetched data stands, as the screens show it. */
export type DataStatus = 'loading' | 'error' | 'ready';

/** GET a catalogue path with SWR, only while signed in; the answer's `data` is returned. */
export function useApiData<T>(path: string | null, options: { query?: Query; swr?: SWRConfiguration } = {}) {
  const { isAuthenticated, initialised } = useAuth();
  const key = path && initialised && isAuthenticated ? [path, JSON.stringify(options.query ?? {})] : null;
  return useSWR<T>(key, async () => (await api.get<ApiSuccess<T>>(path!, options.query)).data, {
    revalidateOnFocus: false,
    ...options.swr,
  });
}
