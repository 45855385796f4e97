import type { ImportProblem, LedgerTrade } from '@app/contracts';
import { MAX_STORED_PROBLEMS } from './import-record.js';

/**
 * Splits trades into new ones and duplicates: a trade id the user already has, or one seen earlier in
 * the same file. Trades without an id cannot be matched and always count as new.
 */
export function splitDuplicates(trades: readonly LedgerTrade[], existing: ReadonlySet<string>) {
  const seen = new Set<string>();
  const fresh: LedgerTrade[] = [];
  let duplicates = 0;
  for (const t of trades) {
    if (t.trade_id !== null && (existing.has(t.trade_id) || seen.has(t.trade_id))) {
      duplicates++;
      continue;
    }
    if (t.trade_id !== null) seen.add(t.trade_id);
    fresh.push(t);
  }
  return { fresh, duplicates };
}

/** How many lines have at least one problem, and the problems to store (the first ones, by line). */
export function summariseProblems(problems: readonly ImportProblem[]) {
  const lines = new Set(problems.map((p) => p.line));
  const stored = [...problems].sort((a, b) => a.line - b.line).slice(0, MAX_STORED_PROBLEMS);
  return { invalid: lines.size, stored, total: problems.length };
}
