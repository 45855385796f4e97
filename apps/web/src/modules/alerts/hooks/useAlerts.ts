import { useEffect, useState, useSyncExternalStore } from 'react';
import { alertStore } from '../services/alertRuntime';
import type { AlertsView } from '../services/alertStore';

export function useAlerts(): AlertsView {
  return useSyncExternalStore(alertStore.subscribe, alertStore.getSnapshot);
}

/** The current time, ticking every `everyMs` while `active`, so relative times stay true. */
export function useNow(everyMs: number, active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, active]);
  return now;
}
