/**
 * Forgets a user's live state on this replica once they have gone `ttlMs` since their last REST change
 * without holding a socket here. Such state routes ticks to nobody, so without this it would stay for
 * the life of the process. One timer per such user, re-armed by each change and cancelled by a socket.
 */
export class SocketlessExpiry {
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly ttlMs: number,
    private readonly expire: (userId: string) => void,
  ) {}

  /** Starts (or restarts) the user's countdown. */
  touch(userId: string): void {
    this.cancel(userId);
    const timer = setTimeout(() => {
      this.timers.delete(userId);
      this.expire(userId);
    }, this.ttlMs);
    timer.unref();
    this.timers.set(userId, timer);
  }

  cancel(userId: string): void {
    clearTimeout(this.timers.get(userId));
    this.timers.delete(userId);
  }

  /** Users counting down. */
  get pending(): number {
    return this.timers.size;
  }

  stop(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
