import { useEffect, useRef, useState } from 'react';
import { priceStore } from '../../shared/live/priceStore';

/** When this browser last received a tick of any instrument (ms), updated at most once a second. */
export function useLastTick(): number | null {
  const [at, setAt] = useState<number | null>(null);
  const shown = useRef(0);
  useEffect(
    () =>
      priceStore.subscribeBatches(() => {
        const now = Date.now();
        if (now - shown.current < 1000) return;
        shown.current = now;
        setAt(now);
      }),
    [],
  );
  return at;
}
