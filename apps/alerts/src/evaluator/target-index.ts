/** Re-arm once the price is more than 1 % above the target (part 2). */
export const REARM_FACTOR = 1.01;
/** The same instrument and target does not alert twice within 5 minutes. */
export const COOLDOWN_MS = 5 * 60_000;

export type TargetState = 'armed' | 'triggered';

export interface Target {
  id: string;
  userId: string;
  token: number;
  target: number;
  state: TargetState;
  lastFiredAt: number | null;
}

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
   * evaluation (the tick's day low when it fell): every armed target at or above it was reached, even
   * if no tick showed that price. Then targets the price has risen more than 1 % above re-arm.
   */
  evaluate(token: number, price: number, low: number, now: number): Evaluation {
    const out: Evaluation = { fired: [], suppressed: [], rearmed: [] };
    const book = this.books.get(token);
    if (!book) return out;
    const reachedFrom = lowerBound(book.armed, Math.min(price, low));
    const reached = book.armed.splice(reachedFrom);
    for (const t of reached) {
      t.state = 'triggered';
      if (t.lastFiredAt !== null && now - t.lastFiredAt < COOLDOWN_MS) out.suppressed.push(t);
      else {
        t.lastFiredAt = now;
        out.fired.push(t);
      }
      insertSorted(book.triggered, t);
    }
    // target x 1.01 < price  <=>  target < price / 1.01
    const rearmUpTo = lowerBound(book.triggered, price / REARM_FACTOR);
    let end = rearmUpTo;
    while (end > 0 && !(book.triggered[end - 1].target * REARM_FACTOR < price)) end--;
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

/** The state a new or changed target starts in: already reached targets wait to re-arm. */
export function initialState(target: number, price: number | undefined): TargetState {
  return price !== undefined && price <= target ? 'triggered' : 'armed';
}
