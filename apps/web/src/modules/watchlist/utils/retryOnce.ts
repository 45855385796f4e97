/** Part 2 section 4: after a failed first fetch, one retry after 1 s. */
export const FETCH_RETRY_DELAY_MS = 1_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `load`; when it fails, waits `delayMs` and runs it once more, so a container that opens while
 * a service restarts still fills itself. The second failure is the one the caller sees.
 */
export async function retryOnce<T>(load: () => Promise<T>, delayMs = FETCH_RETRY_DELAY_MS): Promise<T> {
  try {
    return await load();
  } catch {
    await sleep(delayMs);
    return load();
  }
}

/** A price difference rounded to the 4 decimals prices carry, so 1470.1 - 1480 reads -9.9, not -9.900000000000091. */
export function priceDifference(a: number, b: number): number {
  return Math.round((a - b) * 10_000) / 10_000;
}
