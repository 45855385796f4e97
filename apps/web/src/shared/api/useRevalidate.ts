import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/**
 * A function that reloads every cached answer of the given paths, whatever query it was asked with.
 * It goes through the app's SWR cache (a provider of its own, which the global `mutate` never sees).
 */
export function useRevalidate(): (...paths: string[]) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(
    (...paths: string[]) => mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && paths.includes(key[0])),
    [mutate],
  );
}
