/**
 * Seconds until a throttled account or address may try again: failures count inside a sliding
 * window, so the oldest one leaves it first (with no failure on record, a whole window). At least 1.
 */
export function retryAfterSeconds(oldestFailure: Date | null, now: Date, windowMs: number): number {
  const freesAt = (oldestFailure?.getTime() ?? now.getTime()) + windowMs;
  return Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000));
}
