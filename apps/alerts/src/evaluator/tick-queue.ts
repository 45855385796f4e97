import type { Tick } from '@app/contracts';

/**
 * Ticks waiting to be evaluated, at most `bound` of them. Below the bound every tick is kept, in
 * arrival order. At the bound a tick replaces its instrument's newest waiting tick, and a tick of an
 * instrument with none waiting pushes out the oldest tick. A superseded tick loses no crossing: a tick
 * carries the day's low, so the newer one still shows every price the older one reached (see
 * lowSinceLastTick). Only the head or a slot in place ever goes, so the array has no holes.
 *
 * Where each instrument's newest tick waits is only needed at the bound, so it is indexed only from
 * the moment the queue first reaches it until the queue empties: below the bound a tick costs an
 * array push and no map write.
 */
export class TickQueue {
  private slots: Tick[] = [];
  private head = 0;
  /** Index in `slots` of each instrument's newest waiting tick, while `indexed`. */
  private readonly newest = new Map<number, number>();
  private indexed = false;
  private droppedTotal = 0;
  private peakDepth = 0;

  constructor(readonly bound: number) {
    if (!Number.isInteger(bound) || bound < 1) throw new RangeError(`queue bound must be a positive integer: ${bound}`);
  }

  get depth(): number {
    return this.slots.length - this.head;
  }

  /** Ticks superseded or pushed out since the queue was made. */
  get dropped(): number {
    return this.droppedTotal;
  }

  /** The highest depth the queue has reached. */
  get peak(): number {
    return this.peakDepth;
  }

  push(tick: Tick): void {
    const token = tick.instrument_token;
    if (this.depth >= this.bound) {
      if (!this.indexed) this.index();
      this.droppedTotal++;
      const at = this.newest.get(token);
      if (at !== undefined) return void (this.slots[at] = tick);
      this.take();
    }
    this.slots.push(tick);
    if (this.indexed) this.newest.set(token, this.slots.length - 1);
    if (this.depth > this.peakDepth) this.peakDepth = this.depth;
  }

  /** Pushes a batch in arrival order; into an empty queue with room for it all, as one copy. */
  pushAll(ticks: readonly Tick[]): void {
    if (this.depth > 0 || ticks.length > this.bound) {
      for (const t of ticks) this.push(t);
      return;
    }
    this.slots = ticks.slice();
    this.head = 0;
    if (this.depth > this.peakDepth) this.peakDepth = this.depth;
  }

  /** Indexes the waiting ticks by instrument, the newest of each winning. */
  private index(): void {
    for (let i = this.head; i < this.slots.length; i++) this.newest.set(this.slots[i].instrument_token, i);
    this.indexed = true;
  }

  /** The oldest waiting tick, or undefined when none waits. */
  shift(): Tick | undefined {
    return this.take();
  }

  private take(): Tick | undefined {
    if (this.head >= this.slots.length) return undefined;
    const tick = this.slots[this.head];
    if (this.indexed && this.newest.get(tick.instrument_token) === this.head) this.newest.delete(tick.instrument_token);
    this.head++;
    if (this.head === this.slots.length) this.reset();
    else if (this.head > 1024 && this.head * 2 > this.slots.length) this.compact();
    return tick;
  }

  private reset(): void {
    this.slots = [];
    this.head = 0;
    if (!this.indexed) return;
    this.newest.clear();
    this.indexed = false;
  }

  /** Drops the taken slots so a long backlog does not keep them alive; the newest index shifts with them. */
  private compact(): void {
    const shift = this.head;
    this.slots = this.slots.slice(shift);
    this.head = 0;
    if (this.indexed) this.newest.forEach((at, token, newest) => newest.set(token, at - shift));
  }
}
