import { useEffect, useMemo, useState } from 'react';
import { priceStore, type LivePrice } from './priceStore';
import { RollingRepricer, sliceFor } from './rollingRepricer';
import { trailingThrottle } from './trailingThrottle';
import { useLiveSubscription } from './useLivePrice';

/**
 * Rows merged with live prices for long lists whose table keeps the rows in view live itself
 * (`useLiveRow`): each frame with ticks re-prices a slice of the list, so that the whole list goes round
 * once per `everyMs`, and the list (with whatever sorts or sums it) is handed out at most that often.
 * The first render prices every row at once.
 */
export function useRollingLiveRows<R>(
  rows: readonly R[],
  tokenOf: (row: R) => number | null | undefined,
  apply: (row: R, price: LivePrice) => R,
  everyMs: number,
): R[] {
  const tokens = useMemo(
    () => rows.map(tokenOf).filter((t): t is number => typeof t === 'number' && t > 0),
    [rows, tokenOf],
  );
  useLiveSubscription(tokens);
  const repricer = useMemo(
    () => new RollingRepricer(rows, tokenOf, apply, (t) => priceStore.get(t)),
    [rows, tokenOf, apply],
  );
  const [published, setPublished] = useState({ repricer, rows: repricer.first });

  useEffect(() => {
    let last = performance.now();
    let dirty = false;
    const publish = trailingThrottle(everyMs, () => {
      if (!dirty) return;
      dirty = false;
      setPublished({ repricer, rows: repricer.snapshot() });
    });
    const stop = priceStore.subscribeBatches(() => {
      const now = performance.now();
      if (repricer.step(sliceFor(repricer.size, now - last, everyMs)) > 0) dirty = true;
      last = now;
      if (dirty) publish.request();
    });
    return () => (stop(), publish.cancel());
  }, [repricer, everyMs]);

  // New rows show at once, priced, without waiting for the next publication.
  return published.repricer === repricer ? published.rows : repricer.first;
}
