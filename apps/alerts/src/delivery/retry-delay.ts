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
