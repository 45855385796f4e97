/** Sends subscribe / unsubscribe for a set of instrument tokens; resolves when the server took them. */
export interface SubscriptionTransport {
  subscribe(tokens: number[]): Promise<void>;
  unsubscribe(tokens: number[]): Promise<void>;
}

/** The server takes at most this many tokens per call. */
export const SUBSCRIBE_CHUNK = 3000;

/**
 * Reference-counted live subscriptions: every component on screen adds the instruments it shows and
 * removes them when it goes; the registry tells the server only the difference, a moment later, so a
 * page change that drops and re-adds a token sends nothing.
 */
export class SubscriptionRegistry {
  private readonly counts = new Map<number, number>();
  private readonly synced = new Set<number>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private syncing: Promise<void> = Promise.resolve();
  private transport: SubscriptionTransport | null = null;

  constructor(private readonly delayMs = 50) {}

  attach(transport: SubscriptionTransport | null): void {
    this.transport = transport;
    this.synced.clear();
    if (transport) this.scheduleSync();
  }

  add(tokens: Iterable<number>): void {
    for (const t of tokens) this.counts.set(t, (this.counts.get(t) ?? 0) + 1);
    this.scheduleSync();
  }

  remove(tokens: Iterable<number>): void {
    for (const t of tokens) {
      const n = (this.counts.get(t) ?? 0) - 1;
      if (n > 0) this.counts.set(t, n);
      else this.counts.delete(t);
    }
    this.scheduleSync();
  }

  /** The server lost our subscriptions (a new socket): send them all again. */
  resync(): void {
    this.synced.clear();
    this.scheduleSync();
  }

  wanted(): number[] {
    return [...this.counts.keys()];
  }

  reset(): void {
    this.counts.clear();
    this.synced.clear();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private scheduleSync(): void {
    if (this.timer || !this.transport) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.syncing = this.syncing.then(() => this.sync());
    }, this.delayMs);
  }

  /** Sends the difference between what is wanted and what the server has. */
  async sync(): Promise<void> {
    const transport = this.transport;
    if (!transport) return;
    const add = [...this.counts.keys()].filter((t) => !this.synced.has(t));
    const drop = [...this.synced].filter((t) => !this.counts.has(t));
    for (let i = 0; i < add.length; i += SUBSCRIBE_CHUNK) {
      const chunk = add.slice(i, i + SUBSCRIBE_CHUNK);
      try {
        await transport.subscribe(chunk);
        chunk.forEach((t) => this.synced.add(t));
      } catch (e) {
        console.warn('live subscribe failed', e);
      }
    }
    for (let i = 0; i < drop.length; i += SUBSCRIBE_CHUNK) {
      const chunk = drop.slice(i, i + SUBSCRIBE_CHUNK);
      try {
        await transport.unsubscribe(chunk);
        chunk.forEach((t) => this.synced.delete(t));
      } catch (e) {
        console.warn('live unsubscribe failed', e);
      }
    }
  }
}

export const subscriptions = new SubscriptionRegistry();
