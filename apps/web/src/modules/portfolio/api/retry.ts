/** Part 2 section 4: after a failed first fetch, one retry after 1 s. */
export const FETCH_RETRY_MS = 1000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `load`; on failure waits `delayMs` and runs it once more. The second failure is reported as
 * `message` (the screen's inline text), keeping the original error as its cause.
 */
export async function withOneRetry<T>(load: () => Promise<T>, message: string, delayMs = FETCH_RETRY_MS): Promise<T> {
  try {
    return await load();
  } catch {
    await sleep(delayMs);
    try {
      return await load();
    } catch (e) {
      throw new Error(message, { cause: e });
    }
  }
}
