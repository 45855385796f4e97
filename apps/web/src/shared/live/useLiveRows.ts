import { useMemo, useRef } from 'react';
import { priceStore, type LivePrice } from './priceStore';
import { useLiveSubscription, usePriceVersion } from './useLivePrice';

/**
 * Rows merged with live prices: each row whose instrument has a newer tick is rebuilt by `apply`;
 * rows without a new tick keep their identity, so memoised table rows do not re-render.
 */
export function useLiveRows<R>(
  rows: readonly R[],
  tokenOf: (row: R) => number | null | undefined,
  apply: (row: R, price: LivePrice) => R,
): R[] {
  const tokens = useMemo(
    () => rows.map(tokenOf).filter((t): t is number => typeof t === 'number' && t > 0),
    [rows, tokenOf],
  );
  useLiveSubscription(tokens);
  const version = usePriceVersion(tokens);
  const cache = useRef(new Map<R, { price: LivePrice; out: R }>());
  return useMemo(() => {
    const next = new Map<R, { price: LivePrice; out: R }>();
    const out = rows.map((row) => {
      const token = tokenOf(row);
      const price = token ? priceStore.get(token) : undefined;
      if (!price) return row;
      const hit = cache.current.get(row);
      if (hit && hit.price === price) {
        next.set(row, hit);
        return hit.out;
      }
      const merged = apply(row, price);
      next.set(row, { price, out: merged });
      return merged;
    });
    cache.current = next;
    return out;
    // `version` is the signal that prices moved.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, version, tokenOf, apply]);
}
