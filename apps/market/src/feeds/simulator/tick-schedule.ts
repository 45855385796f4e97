/**
 * Next-tick instants of the streamed instruments as a binary min-heap, so a step pops only what is due:
 * its cost follows the ticks due, not the number of instruments. Entries are never removed in place; a
 * popped entry whose instant no longer matches its instrument's (unsubscribed or rescheduled) is stale.
 */
export class DueQueue {
  private dues: number[] = [];
  private tokens: number[] = [];

  get size(): number {
    return this.dues.length;
  }

  push(due: number, token: number): void {
    let i = this.dues.length;
    this.dues.push(due);
    this.tokens.push(token);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.dues[parent] <= due) break;
      this.move(parent, i);
      i = parent;
    }
    this.dues[i] = due;
    this.tokens[i] = token;
  }

  /** The earliest instant queued, or Infinity when empty. */
  peekDue(): number {
    return this.dues.length > 0 ? this.dues[0] : Infinity;
  }

  /** Removes the earliest entry; answers [instant, token]. */
  pop(): [number, number] {
    if (this.dues.length === 0) throw new Error('DueQueue is empty');
    const top: [number, number] = [this.dues[0], this.tokens[0]];
    const lastDue = this.dues.pop()!;
    const lastToken = this.tokens.pop()!;
    const n = this.dues.length;
    if (n === 0) return top;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= n) break;
      const child = left + 1 < n && this.dues[left + 1] < this.dues[left] ? left + 1 : left;
      if (this.dues[child] >= lastDue) break;
      this.move(child, i);
      i = child;
    }
    this.dues[i] = lastDue;
    this.tokens[i] = lastToken;
    return top;
  }

  private move(from: number, to: number): void {
    this.dues[to] = this.dues[from];
    this.tokens[to] = this.tokens[from];
  }
}

/**
 * A Poisson arrival's gap in ms: exponential with the given mean, from a uniform u in [0, 1). At least
 * 1 ms, so an instrument never ticks twice at one instant.
 */
export function exponentialGapMs(meanSeconds: number, u: number): number {
  return Math.max(1, -Math.log(1 - u) * meanSeconds * 1000);
}
