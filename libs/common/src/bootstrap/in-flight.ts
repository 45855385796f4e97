/** Handlers running now in this process, so a shutdown can wait for them to answer. */
let running = 0;
const waiters: (() => void)[] = [];

export const inFlight = {
  begin(): void {
    running++;
  },
  end(): void {
    running = Math.max(0, running - 1);
    if (running === 0) for (const w of waiters.splice(0)) w();
  },
  get count(): number {
    return running;
  },
  /** Resolves when nothing is running, or after timeoutMs. */
  idle(timeoutMs: number): Promise<void> {
    if (running === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      timer.unref();
      waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  },
};
