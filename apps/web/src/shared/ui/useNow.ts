import { useEffect, useState } from 'react';

/**
 * The current time in ms, refreshed every `intervalMs` while `active` (and at once when it becomes
 * active), so relative times and clocks stay true.
 */
export function useNow(intervalMs: number, active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, active]);
  return now;
}
