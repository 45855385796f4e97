import type { Tick } from '@app/contracts/market/types';

/**
 * A tick as the price store takes it: the contract's Tick, of which only the instrument, its price
 * and its change % are sure to be there (older feeds and tests send no ohlc, volume or time).
 */
export type TickLike = Pick<Tick, 'instrument_token' | 'last_price' | 'change_percent'> &
  Partial<Omit<Tick, 'instrument_token' | 'last_price' | 'change_percent'>>;

/** A live price as the socket delivers it, plus when this browser received it (client clock, ms). */
export type LivePrice = TickLike & { receivedAt: number };

type Listener = () => void;
type BatchListener = (changed: ReadonlySet<number>) => void;

/** Prices older than an hour are purged every 10 minutes. */
export const PRICE_MAX_AGE_MS = 60 * 60 * 1000;
export const PRICE_PURGE_INTERVAL_MS = 10 * 60 * 1000;

/**
 * The latest price per instrument. Ticks are stored at once but listeners hear of them once per
 * animation frame, with the set of instruments that changed, so a burst of ticks costs one render.
 */
export class PriceStore {
  private readonly prices = new Map<number, LivePrice>();
  private readonly listeners = new Map<number, Set<Listener>>();
  private readonly batchListeners = new Set<BatchListener>();
  private pending = new Set<number>();
  private scheduled = false;

  constructor(
    private readonly schedule: (flush: () => void) => void = defaultSchedule,
    private readonly now: () => number = Date.now,
  ) {}

  apply(ticks: readonly TickLike[]): void {
    const at = this.now();
    for (const t of ticks) {
      if (!t || typeof t.instrument_token !== 'number' || typeof t.last_price !== 'number') continue;
      this.prices.set(t.instrument_token, { ...t, receivedAt: at });
      this.pending.add(t.instrument_token);
    }
    if (this.pending.size > 0 && !this.scheduled) {
      this.scheduled = true;
      this.schedule(() => this.flush());
    }
  }

  /** Delivers what changed since the last flush; the scheduler calls it. */
  flush(): void {
    this.scheduled = false;
    if (this.pending.size === 0) return;
    const changed = this.pending;
    this.pending = new Set();
    for (const token of changed) {
      const set = this.listeners.get(token);
      if (set) for (const fn of set) fn();
    }
    for (const fn of this.batchListeners) fn(changed);
  }

  get(token: number): LivePrice | undefined {
    return this.prices.get(token);
  }

  subscribe(token: number, fn: Listener): () => void {
    let set = this.listeners.get(token);
    if (!set) this.listeners.set(token, (set = new Set()));
    set.add(fn);
    return () => {
      set!.delete(fn);
      if (set!.size === 0) this.listeners.delete(token);
    };
  }

  subscribeBatches(fn: BatchListener): () => void {
    this.batchListeners.add(fn);
    return () => this.batchListeners.delete(fn);
  }

  /** Drops prices received longer ago than maxAgeMs; answers how many went. */
  purge(maxAgeMs = PRICE_MAX_AGE_MS): number {
    const cutoff = this.now() - maxAgeMs;
    let removed = 0;
    for (const [token, p] of this.prices) {
      if (p.receivedAt < cutoff) {
        this.prices.delete(token);
        removed += 1;
      }
    }
    return removed;
  }

  clear(): void {
    this.prices.clear();
    this.pending.clear();
  }

  get size(): number {
    return this.prices.size;
  }
}

function defaultSchedule(flush: () => void): void {
  // Animation frames stop in a hidden tab; a timer keeps prices (and what reads them) current there.
  if (
    typeof requestAnimationFrame === 'function' &&
    typeof document !== 'undefined' &&
    document.visibilityState === 'visible'
  ) {
    requestAnimationFrame(flush);
  } else {
    setTimeout(flush, 100);
  }
}

export const priceStore = new PriceStore();
