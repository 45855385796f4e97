/** After a failed first fetch, one retry after 1 s. */
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

/**
 * `retryOnce`, reporting the second failure as `message` (the screen's inline text) and keeping the
 * original error as its cause.
 */
export async function withOneRetry<T>(
  load: () => Promise<T>,
  message: string,
  delayMs = FETCH_RETRY_DELAY_MS,
): Promise<T> {
  try {
    return await retryOnce(load, delayMs);
  } catch (e) {
    throw new Error(message, { cause: e });
  }
}
