import { crossingFloor } from './target-crossing.js';
import { reachTarget } from './target-fire.js';
import { rearmBound, rearms } from './target-rearm.js';
import type { Target } from './target.js';

export interface Evaluation {
  fired: Target[];
  /** Crossed inside the cooldown: now triggered, but no alert. */
  suppressed: Target[];
  rearmed: Target[];
}

interface Book {
  /** Targets waiting for the price to fall to them, ascending by target. */
  armed: Target[];
  /** Targets already reached, waiting to re-arm, ascending by target. */
  triggered: Target[];
  /**
   * The highest armed and the lowest triggered target, kept beside the lists: most ticks reach and
   * re-arm nothing, and comparing with these answers that without reading a target object.
   */
  armedMax: number;
  triggeredMin: number;
}

const newBook = (): Book => ({ armed: [], triggered: [], armedMax: -Infinity, triggeredMin: Infinity });

/** Brings a book's two ends up to date after its lists changed. */
function refreshEnds(book: Book): void {
  book.armedMax = book.armed.length > 0 ? book.armed[book.armed.length - 1].target : -Infinity;
  book.triggeredMin = book.triggered.length > 0 ? book.triggered[0].target : Infinity;
}

/** First index whose target is >= value (lower bound), in an ascending list. */
function lowerBound(list: Target[], value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid].target < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const byTarget = (a: Target, b: Target): number => a.target - b.target;

function insertSorted(list: Target[], t: Target): void {
  list.splice(lowerBound(list, t.target), 0, t);
}

/**
 * Merges an ascending run into an ascending list in one pass from the back: O(list + run), where
 * inserting each with a splice would move the list once per target a gap went through.
 */
export function mergeSorted(list: Target[], run: readonly Target[]): void {
  let i = list.length - 1;
  for (const t of run) list.push(t);
  for (let j = run.length - 1, k = list.length - 1; j >= 0; k--) {
    if (i >= 0 && list[i].target >= run[j].target) list[k] = list[i--];
    else list[k] = run[j--];
  }
}

/** What a tick that changes nothing answers (the same object each time); never written to. */
export const UNCHANGED: Evaluation = Object.freeze({
  fired: Object.freeze([]) as unknown as Target[],
  suppressed: Object.freeze([]) as unknown as Target[],
  rearmed: Object.freeze([]) as unknown as Target[],
});

/**
 * Every active target, per instrument, split into armed and triggered lists sorted by price. A tick
 * costs two binary searches plus the targets it changes: O(log n + changed), never a scan.
 */
export class TargetIndex {
  private readonly books = new Map<number, Book>();
  private readonly byId = new Map<string, Target>();

  get size(): number {
    return this.byId.size;
  }

  get(id: string): Target | undefined {
    return this.byId.get(id);
  }

  /** Adds many targets at once (start-up): one sort per instrument instead of a splice per target. */
  load(targets: Iterable<Target>): void {
    const dirty = new Set<Book>();
    for (const t of targets) {
      if (this.byId.has(t.id)) {
        this.upsert(t);
        continue;
      }
      let book = this.books.get(t.token);
      if (!book) this.books.set(t.token, (book = newBook()));
      (t.state === 'armed' ? book.armed : book.triggered).push(t);
      this.byId.set(t.id, t);
      dirty.add(book);
    }
    for (const book of dirty) {
      book.armed.sort(byTarget);
      book.triggered.sort(byTarget);
      refreshEnds(book);
    }
  }

  upsert(t: Target): void {
    this.remove(t.id);
    let book = this.books.get(t.token);
    if (!book) this.books.set(t.token, (book = newBook()));
    insertSorted(t.state === 'armed' ? book.armed : book.triggered, t);
    refreshEnds(book);
    this.byId.set(t.id, t);
  }

  remove(id: string): void {
    const t = this.byId.get(id);
    if (!t) return;
    this.byId.delete(id);
    const book = this.books.get(t.token)!;
    const list = t.state === 'armed' ? book.armed : book.triggered;
    for (let i = lowerBound(list, t.target); i < list.length && list[i].target === t.target; i++) {
      if (list[i].id === id) {
        list.splice(i, 1);
        refreshEnds(book);
        break;
      }
    }
    if (book.armed.length === 0 && book.triggered.length === 0) this.books.delete(t.token);
  }

  /**
   * Applies one price to an instrument's targets. `low` is the lowest price traded since the previous
   * evaluation (see lowSinceLastTick): every armed target at or above it was reached, even if no tick
   * showed that price. Then the triggered targets the price has risen more than 1 % above re-arm.
   */
  evaluate(token: number, price: number, low: number, now: number): Evaluation {
    const book = this.books.get(token);
    if (!book) return UNCHANGED;
    const floor = crossingFloor(price, low);
    // Most ticks change nothing: the highest armed target is below the floor and the lowest triggered
    // one does not re-arm. The book's two ends answer that before any search through the targets.
    if (book.armedMax < floor && !rearms(book.triggeredMin, price)) return UNCHANGED;
    return this.change(book, price, floor, now);
  }

  /**
   * The rare tick that reaches or re-arms targets. Kept apart so the check above stays small enough
   * to be inlined into the caller's loop, where the prices need not be boxed to make a call.
   */
  private change(book: Book, price: number, floor: number, now: number): Evaluation {
    const { armed, triggered } = book;
    const from = lowerBound(armed, floor);
    // The bound is a division, so the last few candidates are checked with the rule itself.
    let end = lowerBound(triggered, rearmBound(price));
    while (end > 0 && !rearms(triggered[end - 1].target, price)) end--;
    const out: Evaluation = { fired: [], suppressed: [], rearmed: [] };
    const reached = book.armed.splice(from);
    for (const t of reached) {
      const { outcome, next } = reachTarget(t, now);
      t.state = next.state;
      t.lastFiredAt = next.lastFiredAt;
      (outcome === 'fired' ? out.fired : out.suppressed).push(t);
    }
    mergeSorted(book.triggered, reached);
    // Reached targets the price is already more than 1 % above re-arm at once, as they always have.
    if (reached.length > 0) {
      end = lowerBound(book.triggered, rearmBound(price));
      while (end > 0 && !rearms(book.triggered[end - 1].target, price)) end--;
    }
    const rearmed = book.triggered.splice(0, end);
    for (const t of rearmed) {
      t.state = 'armed';
      out.rearmed.push(t);
    }
    mergeSorted(book.armed, rearmed);
    refreshEnds(book);
    return out;
  }

  /** Every instrument with targets (to evaluate the latest prices at start-up). */
  tokens(): number[] {
    return [...this.books.keys()];
  }
}
