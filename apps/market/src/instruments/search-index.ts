import type { Instrument } from '@app/contracts';
import { rankOf, tieOrder } from './security-search.js';

/** Ranks 0-4 of rankOf; a hit's key is rank * RANK_STRIDE + its place in the tie order. */
const RANK_STRIDE = 2 ** 24;
const GRAM = 3;

/** Ids whose strings start with `q`, from ids sorted by those strings (UTF-16 code unit order). */
function prefixRange(sorted: Int32Array, texts: readonly string[], q: string): Int32Array {
  const lowerBound = (key: string) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (texts[sorted[mid]] < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return sorted.subarray(lowerBound(q), lowerBound(`${q}\uffff`));
}

function sortedBy(texts: readonly string[]): Int32Array {
  return Int32Array.from(texts.keys()).sort((a, b) => (texts[a] < texts[b] ? -1 : texts[a] > texts[b] ? 1 : a - b));
}

/**
 * The master indexed for search, answering exactly what searchInstruments' scan answers: symbol and
 * name prefixes by binary search over sorted copies (ranks 0-2), substrings (ranks 3-4) from the ids
 * holding the query's rarest trigram, and only when the prefixes leave the page short. Built once per
 * master (a reload builds a new one); ~100k instruments build in well under a second.
 */
export class SearchIndex {
  private readonly symbols: string[];
  private readonly names: string[];
  /** Each id's place in the tie order, the same for every query. */
  private readonly place: Int32Array;
  private readonly bySymbol: Int32Array;
  private readonly byName: Int32Array;
  private readonly grams = new Map<string, Int32Array>();
  /** Per-id mark of the search under way, so one id is ranked once per search without a Set. */
  private readonly seen: Uint32Array;
  private generation = 0;

  constructor(private readonly items: readonly Instrument[]) {
    this.symbols = items.map((i) => i.tradingsymbol.toUpperCase());
    this.names = items.map((i) => i.name.toUpperCase());
    this.place = new Int32Array(items.length);
    const order = Int32Array.from(items.keys()).sort((a, b) => tieOrder(items[a], items[b]) || a - b);
    order.forEach((id, at) => (this.place[id] = at));
    this.bySymbol = sortedBy(this.symbols);
    this.byName = sortedBy(this.names);
    this.seen = new Uint32Array(items.length);
    this.buildGrams();
  }

  get size(): number {
    return this.items.length;
  }

  private buildGrams(): void {
    const lists = new Map<string, number[]>();
    for (let id = 0; id < this.items.length; id++) {
      for (const text of [this.symbols[id], this.names[id]]) {
        for (let k = 0; k + GRAM <= text.length; k++) {
          const gram = text.slice(k, k + GRAM);
          const list = lists.get(gram);
          if (!list) lists.set(gram, [id]);
          else if (list[list.length - 1] !== id) list.push(id);
        }
      }
    }
    for (const [gram, ids] of lists) this.grams.set(gram, Int32Array.from(ids));
  }

  /** The ids that may contain `q` as a substring: those with its rarest trigram, or all for short queries. */
  private substringCandidates(q: string): ArrayLike<number> | null {
    if (q.length < GRAM) return null;
    let best: Int32Array | undefined;
    for (let k = 0; k + GRAM <= q.length; k++) {
      const ids = this.grams.get(q.slice(k, k + GRAM));
      if (!ids) return new Int32Array(0);
      if (!best || ids.length < best.length) best = ids;
    }
    return best!;
  }

  search(query: string, limit: number): Instrument[] {
    const q = query.trim().toUpperCase();
    if (!q || limit < 1) return [];
    const mark = ++this.generation;
    const keys: number[] = [];
    const ids: number[] = [];
    const consider = (id: number) => {
      if (this.seen[id] === mark) return;
      this.seen[id] = mark;
      const rank = rankOf(this.symbols[id], this.names[id], q);
      if (rank < 0) return;
      const key = rank * RANK_STRIDE + this.place[id];
      if (keys.length === limit && key >= keys[limit - 1]) return;
      let at = keys.length === limit ? limit - 1 : keys.length;
      while (at > 0 && keys[at - 1] > key) {
        keys[at] = keys[at - 1];
        ids[at] = ids[at - 1];
        at--;
      }
      keys[at] = key;
      ids[at] = id;
    };
    for (const id of prefixRange(this.bySymbol, this.symbols, q)) consider(id);
    for (const id of prefixRange(this.byName, this.names, q)) consider(id);
    // Every rank 0-2 hit is in; substring hits (ranks 3-4) only matter when they leave the page short.
    if (keys.length < limit) {
      const candidates = this.substringCandidates(q);
      if (candidates) for (let k = 0; k < candidates.length; k++) consider(candidates[k]);
      else for (let id = 0; id < this.items.length; id++) consider(id);
    }
    return ids.map((id) => this.items[id]);
  }
}
