import type { MissingDays } from '@app/contracts';

/**
 * Which instruments' closes have days Kite could not give just now, and the first such day: the report
 * still answers (those days carry the last close before them) and says so, rather than fail or guess.
 */
export function historyGaps(
  series: ReadonlyArray<{ symbol: string; missing?: readonly MissingDays[] }>,
): { symbols: string[]; first: string } | undefined {
  const symbols: string[] = [];
  let first: string | null = null;
  for (const s of series) {
    if (!s.missing?.length) continue;
    symbols.push(s.symbol);
    for (const run of s.missing) if (first === null || run.from < first) first = run.from;
  }
  return first === null ? undefined : { symbols, first };
}
