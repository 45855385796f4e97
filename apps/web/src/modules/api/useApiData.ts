import useSWR, { type SWRConfiguration } from 'swr';
import { useAuth } from '../auth/useAuth';
import { api, type Query } from './apiClient';

/**
 * GET a catalogue path with SWR, only while signed in; the answer's `data` is returned. Pass
 * `quiet` when the screen shows its own error state instead of the global toast.
 */
export function useApiData<T>(path: string | null, options: { query?: Query; quiet?: boolean; swr?: SWRConfiguration } = {}) {
  const { isAuthenticated, initialised } = useAuth();
  const key = path && initialised && isAuthenticated ? [path, JSON.stringify(options.query ?? {})] : null;
  return useSWR<T>(key, async () => (await api.get<{ data: T }>(path!, options.query, { quiet: options.quiet })).data, { revalidateOnFocus: false, ...options.swr });
}
