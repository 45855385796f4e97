export interface AlertQueue<T> {
  enqueue(item: T): void;
  /** Drops what is waiting (a user change); what is playing finishes on its own. */
  clear(): void;
  pending(): number;
}

/**
 * Plays queued alerts one after another: each waits for the previous one to finish playing, then
 * for `gapMs` more (500 ms), so chimes and toasts never pile up.
 */
export function createAlertQueue<T>(play: (item: T) => void | Promise<void>, gapMs: number): AlertQueue<T> {
  const items: T[] = [];
  let idle = true;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let generation = 0;

  const warn = (e: unknown) => console.warn('alert playback failed', e);

  const next = () => {
    timer = null;
    const item = items.shift();
    if (item === undefined) {
      idle = true;
      return;
    }
    const mine = generation;
    let played: void | Promise<void> = undefined;
    try {
      played = play(item);
    } catch (e) {
      warn(e);
    }
    void Promise.resolve(played)
      .catch(warn)
      .finally(() => {
        if (mine === generation) timer = setTimeout(next, gapMs);
      });
  };

  return {
    enqueue(item) {
      items.push(item);
      if (idle) {
        idle = false;
        next();
      }
    },
    clear() {
      generation += 1;
      items.length = 0;
      if (timer) clearTimeout(timer);
      timer = null;
      idle = true;
    },
    pending: () => items.length,
  };
}
