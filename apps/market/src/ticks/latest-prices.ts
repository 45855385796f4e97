import { Injectable } from '@nestjs/common';
import type { Tick } from '@app/contracts';
import { closedDay } from './day-roll.js';

/** Called with the last tick of a trading day when the first tick of a later day arrives. */
export type DayClosedListener = (lastTick: Tick, day: string) => void;

/**
 * The latest tick of every instrument, in memory: answers price requests from other services without
 * waiting for the next tick. One Map write per tick.
 */
@Injectable()
export class LatestPrices {
  private readonly byToken = new Map<number, Tick>();
  private readonly dirty = new Set<number>();
  /** Tokens the feed itself has ticked since start (not only restored from storage or the master). */
  private readonly streamed = new Set<number>();
  private readonly dayClosed: DayClosedListener[] = [];

  onDayClosed(listener: DayClosedListener): void {
    this.dayClosed.push(listener);
  }

  apply(ticks: readonly Tick[]): void {
    for (const t of ticks) {
      const previous = this.byToken.get(t.instrument_token);
      const day = previous && this.dayClosed.length > 0 ? closedDay(previous, t) : null;
      if (day) for (const l of this.dayClosed) l(previous!, day);
      this.byToken.set(t.instrument_token, t);
      this.dirty.add(t.instrument_token);
      this.streamed.add(t.instrument_token);
    }
  }

  /** Seeds prices restored from storage; they are not dirty (storage already has them). */
  restore(ticks: readonly Tick[]): void {
    for (const t of ticks) if (!this.byToken.has(t.instrument_token)) this.byToken.set(t.instrument_token, t);
  }

  get(token: number): Tick | undefined {
    return this.byToken.get(token);
  }

  /** Whether the feed has ticked the instrument since start; else its price is a stored or reference one. */
  isStreamed(token: number): boolean {
    return this.streamed.has(token);
  }

  all(): IterableIterator<Tick> {
    return this.byToken.values();
  }

  get size(): number {
    return this.byToken.size;
  }

  /** The ticks changed since the last call, for a periodic flush to storage. */
  takeDirty(): Tick[] {
    const out: Tick[] = [];
    for (const token of this.dirty) {
      const t = this.byToken.get(token);
      if (t) out.push(t);
    }
    this.dirty.clear();
    return out;
  }
}
