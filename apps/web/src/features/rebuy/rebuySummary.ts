import type { RebuyRow } from './rebuyMath';
import { roundPrice as round } from '../../shared/format/round';
import type { DataStatus } from '../../shared/api/useApiData';

export interface RebuySummary {
  totalGroups: number;
  totalEntries: number;
  totalOriginalGainLoss: number;
  totalCurrentGainLoss: number;
  /** Entries a re-buy would profit from now (gain above 0). */
  opportunities: number;
}

export function rebuySummary(rows: readonly RebuyRow[]): RebuySummary {
  const s: RebuySummary = {
    totalGroups: rows.length,
    totalEntries: 0,
    totalOriginalGainLoss: 0,
    totalCurrentGainLoss: 0,
    opportunities: 0,
  };
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

/** The caption: 'N symbols, M entries'. */
export function rebuyCaption(s: Pick<RebuySummary, 'totalGroups' | 'totalEntries'>): string {
  return `${plural(s.totalGroups, 'symbol', 'symbols')}, ${plural(s.totalEntries, 'entry', 'entries')}`;
}

/** A symbol row shows '{n} entries'. */
export const entriesLabel = (n: number) => plural(n, 'entry', 'entries');

/**
 * How many entries a re-buy would profit from now. Until some entry has a live price the server's
 * count is the better answer; with no entries there are none, whatever an older count said.
 */
export function opportunitiesOf(live: RebuySummary, anyPriced: boolean, serverCount: number | undefined): number {
  if (live.totalEntries === 0 || anyPriced || serverCount === undefined) return live.opportunities;
  return serverCount;
}

/** The Current Gain/Loss card's hint; none until the entries are read (so never one from a failed load). */
export function opportunitiesHint(opportunities: number, status: DataStatus): string | undefined {
  return status === 'ready' ? `${plural(opportunities, 'entry', 'entries')} cheaper than sold` : undefined;
}
