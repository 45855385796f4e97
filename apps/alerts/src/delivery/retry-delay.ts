/** No retry waits longer than an hour, however many tries came before. */
export const MAX_RETRY_DELAY_MS = 3_600_000;
/** A delay is cut by up to this share at random, so deliveries that failed together do not retry together. */
export const RETRY_JITTER_SHARE = 0.25;

/**
 * The wait before the next try of a delivery that has failed `attempts` times: the base delay doubled
 * for each try after the first, capped at an hour, less a random part of up to a quarter of it.
 * `random` answers in [0, 1) (Math.random by default; tests pass a fixed one).
 */
export function retryDelayMs(attempts: number, baseDelayMs: number, random: () => number = Math.random): number {
  const doublings = Math.max(0, attempts - 1);
  // 2^doublings overflows nothing we care about: past the cap the answer is the cap.
  const full = Math.min(baseDelayMs * 2 ** Math.min(doublings, 40), MAX_RETRY_DELAY_MS);
  return Math.round(full * (1 - RETRY_JITTER_SHARE * random()));
}

/**
 * The wait before the next try when the receiver named one: never shorter than it asked (a try sooner
 * is refused again and counts against the tries), never past the hour cap.
 */
export function waitAsked(backoffMs: number, askedMs: number | undefined): number {
  if (askedMs === undefined || !Number.isFinite(askedMs) || askedMs <= 0) return backoffMs;
  return Math.min(Math.max(backoffMs, Math.ceil(askedMs)), MAX_RETRY_DELAY_MS);
}

/**
 * An HTTP Retry-After header as a wait in ms: delay-seconds ("120") or an HTTP-date, counted from `now`.
 * Undefined when it is missing or neither.
 */
export function retryAfterMs(header: string | undefined, now: number): number | undefined {
  const text = header?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isFinite(at) && /GMT$/.test(text) ? Math.max(0, at - now) : undefined;
}
