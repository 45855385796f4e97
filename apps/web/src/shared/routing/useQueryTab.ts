import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The open tab kept in the `?tab=` query, so a link or a reload opens the same one. Switching replaces
 * the history entry (Back leaves the page rather than walking its tabs) and keeps the other params.
 */
export function useQueryTab<T extends string>(parse: (value: string | null) => T): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const setTab = useCallback(
    (next: T) =>
      setParams(
        (p) => {
          const out = new URLSearchParams(p);
          out.set('tab', next);
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [parse(params.get('tab')), setTab];
}
