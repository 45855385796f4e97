import type { LivePrice } from './priceStore';

/**
 * A list of rows kept re-priced a slice at a time: each `step` re-prices the next rows from where the
 * last stopped, wrapping round, so the cost of keeping thousands of rows current is spread over frames
 * instead of paid whole on one. Rows are priced from their stored form, as `useLiveRows` does; a row
 * whose price did not change since it was last priced keeps its identity.
 */
export class RollingRepricer<R> {
  private readonly merged: R[];
  private readonly pricedWith: (LivePrice | undefined)[];
  private next = 0;
  /** The rows as first priced (every row at once), for the first render. */
  readonly first: R[];

  constructor(
    private readonly rows: readonly R[],
    private readonly tokenOf: (row: R) => number | null | undefined,
    private readonly apply: (row: R, price: LivePrice) => R,
    private readonly priceOf: (token: number) => LivePrice | undefined,
  ) {
    this.merged = rows.slice();
    this.pricedWith = new Array<LivePrice | undefined>(rows.length);
    this.step(rows.length);
    this.first = this.snapshot();
  }

  /** Re-prices up to `count` rows; answers how many of them changed. */
  step(count: number): number {
    const n = this.rows.length;
    let changed = 0;
    for (let k = Math.min(count, n); k > 0; k--) {
      const i = this.next;
      this.next = i + 1 === n ? 0 : i + 1;
      const row = this.rows[i]!;
      const token = this.tokenOf(row);
      const price = token ? this.priceOf(token) : undefined;
      if (!price || price === this.pricedWith[i]) continue;
      this.pricedWith[i] = price;
      const out = this.apply(row, price);
      if (out !== this.merged[i]) {
        this.merged[i] = out;
        changed += 1;
      }
    }
    return changed;
  }

  /** The rows as priced so far, as a new array. */
  snapshot(): R[] {
    return this.merged.slice();
  }

  get size(): number {
    return this.rows.length;
  }
}

/** How many rows a step must re-price, `elapsedMs` after the last, for the whole list to go round once per `roundMs`. */
export function sliceFor(size: number, elapsedMs: number, roundMs: number): number {
  if (size === 0) return 0;
  if (!(roundMs > 0)) return size;
  return Math.max(1, Math.min(size, Math.ceil((size * Math.max(0, elapsedMs)) / roundMs)));
}
