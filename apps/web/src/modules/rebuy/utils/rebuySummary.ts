import type { RebuyRow } from './rebuyMath';

const round = (n: number) => Math.round(n * 10_000) / 10_000;

export interface RebuySummary {
  totalGroups: number;
  totalEntries: number;
  totalOriginalGainLoss: number;
  totalCurrentGainLoss: number;
  /** Entries a re-buy would profit from now (gain above 0). */
  opportunities: number;
}

export function rebuySummary(rows: readonly RebuyRow[]): RebuySummary {
  const s: RebuySummary = { totalGroups: rows.length, totalEntries: 0, totalOriginalGainLoss: 0, totalCurrentGainLoss: 0, opportunities: 0 };
  for (const r of rows) {
    s.totalEntries += r.entries.length;
    s.totalOriginalGainLoss += r.totalOriginalGainLoss;
    s.totalCurrentGainLoss += r.totalCurrentGainLoss ?? 0;
    s.opportunities += r.entries.filter((e) => (e.currentGainLoss ?? 0) > 0).length;
  }
  s.totalOriginalGainLoss = round(s.totalOriginalGainLoss);
  s.totalCurrentGainLoss = round(s.totalCurrentGainLoss);
  return s;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Part 2: 'N symbols, M entries'. */
export function rebuyCaption(s: Pick<RebuySummary, 'totalGroups' | 'totalEntries'>): string {
  return `${plural(s.totalGroups, 'symbol', 'symbols')}, ${plural(s.totalEntries, 'entry', 'entries')}`;
}

/** Part 2: a symbol row shows '{n} entries'. */
export const entriesLabel = (n: number) => plural(n, 'entry', 'entries');
