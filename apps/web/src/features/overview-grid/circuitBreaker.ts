/**
 * The back-off of the collapsible-state fetch: after a failure, wait 1 s, doubling up
 * to 30 s; failures older than the 60 s window are forgotten.
 */
export const BREAKER = { baseMs: 1_000, maxMs: 30_000, windowMs: 60_000 } as const;

export interface BreakerState {
  failures: number[];
}

export function recordFailure(state: BreakerState, now: number): BreakerState {
  return { failures: [...state.failures.filter((t) => now - t < BREAKER.windowMs), now] };
}

export function recordSuccess(): BreakerState {
  return { failures: [] };
}

/** When the next attempt may run (now when there were no recent failures). */
export function nextAttemptAt(state: BreakerState, now: number): number {
  const recent = state.failures.filter((t) => now - t < BREAKER.windowMs);
  if (recent.length === 0) return now;
  const wait = Math.min(BREAKER.maxMs, BREAKER.baseMs * 2 ** (recent.length - 1));
  return recent[recent.length - 1]! + wait;
}
