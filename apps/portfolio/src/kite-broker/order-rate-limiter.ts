/** Kite's order limits per user: 10 orders a second and 200 a minute (market-facts §2.4). */
export const ORDERS_PER_SECOND = 10;
export const ORDERS_PER_MINUTE = 200;

export type LimiterAnswer = { ok: true } | { ok: false; retryAfterMs: number; limit: string };

/**
 * Counts each user's order requests (place, modify, cancel) in sliding one-second and one-minute
 * windows, so a request over Kite's limit is answered here instead of earning the app an RMS block.
 */
export class OrderRateLimiter {
  private readonly sent = new Map<string, number[]>();

  constructor(
    private readonly perSecond = ORDERS_PER_SECOND,
    private readonly perMinute = ORDERS_PER_MINUTE,
  ) {}

  /** Takes a slot at `now` (ms) when one is free; otherwise says which limit and how long until a slot frees. */
  take(userId: string, now: number): LimiterAnswer {
    const recent = (this.sent.get(userId) ?? []).filter((t) => now - t < 60_000);
    const lastSecond = recent.filter((t) => now - t < 1000);
    if (lastSecond.length >= this.perSecond) {
      this.sent.set(userId, recent);
      return { ok: false, retryAfterMs: 1000 - (now - lastSecond[0]), limit: `${this.perSecond} orders a second` };
    }
    if (recent.length >= this.perMinute) {
      this.sent.set(userId, recent);
      return { ok: false, retryAfterMs: 60_000 - (now - recent[0]), limit: `${this.perMinute} orders a minute` };
    }
    recent.push(now);
    this.sent.set(userId, recent);
    return { ok: true };
  }
}
