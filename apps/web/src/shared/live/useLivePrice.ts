import { useEffect, useState, useSyncExternalStore } from 'react';
import { priceStore, type LivePrice } from './priceStore';
import { subscriptions } from './subscriptions';

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
  return useStoredPrice(token);
}

/**
 * The latest stored price of one instrument, re-rendering only when it ticks; subscribes nothing, for
 * rows whose list already keeps their instruments subscribed.
 */
export function useStoredPrice(token: number | null | undefined): LivePrice | undefined {
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
