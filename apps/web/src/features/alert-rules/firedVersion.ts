import { useEffect, useRef, useSyncExternalStore } from 'react';

/** Counts the rule alerts heard in this tab; the rules list and the history fetch again on each. */
let fired = 0;
const listeners = new Set<() => void>();

export const firedVersion = {
  get: (): number => fired,
  bump(): void {
    fired += 1;
    for (const fn of listeners) fn();
  },
  subscribe(fn: () => void): () => void {
    listeners.add(fn);
    return () => listeners.delete(fn);
  },
};

/**
 * Fetches again when a rule alert is heard. The hook's own refetch reaches a list whose first load is
 * still under way (a refresh of SWR's cache by key would miss it: nothing is cached yet), and a newer
 * request wins over the older one's answer.
 */
export function useRefetchOnFire(refetch: () => unknown): void {
  const count = useSyncExternalStore(firedVersion.subscribe, firedVersion.get);
  const seen = useRef(count);
  useEffect(() => {
    if (seen.current === count) return;
    seen.current = count;
    void refetch();
  }, [count, refetch]);
}
