export interface Suppressor {
  /** True, and the key is remembered, when the key was not admitted within the window. */
  admit(key: string): boolean;
  /** Forgets the keys whose window has passed; returns how many. */
  cleanup(): number;
  clear(): void;
  size(): number;
}

/**
 * Remembers when each key was last let through and refuses it again for `windowMs`. Used twice:
 * the notification service's 60 s dedupe and the monitor's 5-minute cooldown.
 */
export function createSuppressor(windowMs: number, now: () => number = Date.now): Suppressor {
  const seen = new Map<string, number>();
  return {
    admit(key) {
      const t = now();
      const last = seen.get(key);
      if (last !== undefined && t - last < windowMs) return false;
      seen.set(key, t);
      return true;
    },
    cleanup() {
      const t = now();
      let removed = 0;
      for (const [key, at] of seen) {
        if (t - at >= windowMs) {
          seen.delete(key);
          removed += 1;
        }
      }
      return removed;
    },
    clear: () => seen.clear(),
    size: () => seen.size,
  };
}
