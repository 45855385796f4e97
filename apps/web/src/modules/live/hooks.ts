import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { liveSocket, type LiveSnapshot } from './liveSocket';
import { priceStore, type LivePrice } from './priceStore';
import { subscriptions } from './subscriptions';

/** The connection's state, feed status and last heartbeat. */
export function useLiveConnection(): LiveSnapshot {
  return useSyncExternalStore(liveSocket.subscribe, liveSocket.getSnapshot);
}

function tokensKey(tokens: readonly number[]): string {
  return [...new Set(tokens)].sort((a, b) => a - b).join(',');
}

/** Keeps the given instruments subscribed while the calling component is on screen. */
export function useLiveSubscription(tokens: readonly (number | null | undefined)[]): void {
  const valid = tokens.filter((t): t is number => typeof t === 'number' && t > 0);
  const key = tokensKey(valid);
  useEffect(() => {
    if (!key) return;
    const list = key.split(',').map(Number);
    subscriptions.add(list);
    return () => subscriptions.remove(list);
  }, [key]);
}

/** The live price of one instrument, re-rendering only when that instrument ticks. */
export function useLivePrice(token: number | null | undefined): LivePrice | undefined {
  useLiveSubscription([token]);
  return useSyncExternalStore(
    (fn) => (token ? priceStore.subscribe(token, fn) : () => undefined),
    () => (token ? priceStore.get(token) : undefined),
  );
}

/** A number that changes (at most once per frame) whenever one of the instruments ticks. */
export function usePriceVersion(tokens: readonly number[]): number {
  const [version, setVersion] = useState(0);
  const key = tokensKey(tokens);
  useEffect(() => {
    if (!key) return;
    const wanted = new Set(key.split(',').map(Number));
    return priceStore.subscribeBatches((changed) => {
      // Iterate the smaller set: O(min(changed, wanted)) per frame.
      const [small, big] = changed.size <= wanted.size ? [changed, wanted] : [wanted, changed];
      for (const t of small) {
        if (big.has(t)) {
          setVersion((v) => v + 1);
          return;
        }
      }
    });
  }, [key]);
  return version;
}

/**
 * Rows merged with live prices: each row whose instrument has a newer tick is rebuilt by `apply`;
 * rows without a new tick keep their identity, so memoised table rows do not re-render.
 */
export function useLiveRows<R>(rows: readonly R[], tokenOf: (row: R) => number | null | undefined, apply: (row: R, price: LivePrice) => R): R[] {
  const tokens = useMemo(() => rows.map(tokenOf).filter((t): t is number => typeof t === 'number' && t > 0), [rows, tokenOf]);
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
