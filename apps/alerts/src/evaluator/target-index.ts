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

function insertSorted(list: Target[], t: Target): void {
  list.splice(lowerBound(list, t.target), 0, t);
}

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

  upsert(t: Target): void {
    this.remove(t.id);
    let book = this.books.get(t.token);
    if (!book) this.books.set(t.token, (book = { armed: [], triggered: [] }));
    insertSorted(t.state === 'armed' ? book.armed : book.triggered, t);
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
    const out: Evaluation = { fired: [], suppressed: [], rearmed: [] };
    const book = this.books.get(token);
    if (!book) return out;
    const reached = book.armed.splice(lowerBound(book.armed, crossingFloor(price, low)));
    for (const t of reached) {
      const { outcome, next } = reachTarget(t, now);
      t.state = next.state;
      t.lastFiredAt = next.lastFiredAt;
      (outcome === 'fired' ? out.fired : out.suppressed).push(t);
      insertSorted(book.triggered, t);
    }
    // The bound is a division, so the last few candidates are checked with the rule itself.
    let end = lowerBound(book.triggered, rearmBound(price));
    while (end > 0 && !rearms(book.triggered[end - 1].target, price)) end--;
    for (const t of book.triggered.splice(0, end)) {
      t.state = 'armed';
      out.rearmed.push(t);
      insertSorted(book.armed, t);
    }
    return out;
  }

  /** Every instrument with targets (to evaluate the latest prices at start-up). */
  tokens(): number[] {
    return [...this.books.keys()];
  }
}
