import type { Evaluation } from './target-index.js';

/** A fire to claim and store: the target's entry, the price that reached it, and when (epoch ms). */
export interface PendingFire {
  id: string;
  price: number;
  at: number;
}

export interface WriteBatch {
  fires: PendingFire[];
  /** Reached inside the cooldown: stored as triggered after the fires. */
  suppressed: string[];
  /** Stored as armed last, so a target reached and re-armed by the same tick ends armed. */
  rearmed: string[];
}

/**
 * The state changes of consecutive ticks, gathered to be written together. Written in the order
 * fires, suppressed, re-armed, they leave each target as the tick-by-tick writes would, provided no
 * target changes in two of the gathered ticks; `overlaps` says when a tick's changes must wait for
 * the batch before them to be written.
 */
export class PendingWrites {
  private batch: WriteBatch = { fires: [], suppressed: [], rearmed: [] };
  private readonly touched = new Set<string>();

  get size(): number {
    return this.touched.size;
  }

  /** True when the evaluation changes a target this batch already changes. */
  overlaps(e: Evaluation): boolean {
    if (this.touched.size === 0) return false;
    return this.anyTouched(e.fired) || this.anyTouched(e.suppressed) || this.anyTouched(e.rearmed);
  }

  // Called for every tick, so it allocates nothing for a tick that changed nothing.
  add(e: Evaluation, price: number, at: number): void {
    for (const t of e.fired) {
      this.batch.fires.push({ id: t.id, price, at });
      this.touched.add(t.id);
    }
    for (const t of e.suppressed) {
      this.batch.suppressed.push(t.id);
      this.touched.add(t.id);
    }
    for (const t of e.rearmed) {
      this.batch.rearmed.push(t.id);
      this.touched.add(t.id);
    }
  }

  private anyTouched(list: readonly { id: string }[]): boolean {
    for (const t of list) if (this.touched.has(t.id)) return true;
    return false;
  }

  /** The gathered writes, leaving this empty. */
  take(): WriteBatch {
    const out = this.batch;
    this.batch = { fires: [], suppressed: [], rearmed: [] };
    this.touched.clear();
    return out;
  }
}
