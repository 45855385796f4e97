import type { StoredAlert } from '@app/contracts/alerts/subjects';
import type { Holding, Order, Position, SoldPosition } from '@app/contracts/portfolio/types';
import type { SourcedReply } from '@app/contracts/portfolio/rpc';

export const OVERVIEW_LOAD_FAILED = 'Failed to load portfolio data';

/** GET a catalogue path and answer its `data`. */
export type DataGetter = <T>(path: string, query?: Record<string, number | string>) => Promise<T>;

export interface OverviewData {
  holdings: Holding[];
  positions: Position[];
  orders: Order[];
  cash: number | null;
  /** Where holdings and funds came from (Zerodha or paper), and whether the answer is a stale copy. */
  sources: { holdings?: SourcedReply; funds?: SourcedReply };
  /** Which of the four sources failed (each falls back to empty / null). */
  failed: string[];
}

const valueOr = <T>(r: PromiseSettledResult<T>, fallback: T): T => (r.status === 'fulfilled' ? r.value : fallback);

/** The four summary sources; each falls back on its own failure, and all four failing is an error. */
export async function loadOverview(get: DataGetter): Promise<OverviewData> {
  const sources: OverviewData['sources'] = {};
  const [h, f, o, p] = await Promise.allSettled([
    get<{ holdings: Holding[] } & SourcedReply>('/portfolio/holdings').then((d) => {
      sources.holdings = sourceOf(d);
      return d.holdings ?? [];
    }),
    get<{ funds: { equity?: { available?: { cash?: number } } } } & SourcedReply>('/funds').then((d) => {
      sources.funds = sourceOf(d);
      return d.funds?.equity?.available?.cash ?? null;
    }),
    get<{ orders: Order[] }>('/orders').then((d) => d.orders ?? []),
    get<{ positions: Position[] }>('/portfolio/manual/positions').then((d) => d.positions ?? []),
  ]);
  const failed = (['holdings', 'funds', 'orders', 'positions'] as const).filter(
    (_, i) => [h, f, o, p][i]!.status === 'rejected',
  );
  // The calls' failure is the cause, so its toast is the one shown (not a second one).
  if (failed.length === 4) throw new Error(OVERVIEW_LOAD_FAILED, { cause: (p as PromiseRejectedResult).reason });
  return {
    holdings: valueOr(h, []),
    cash: valueOr(f, null),
    orders: valueOr(o, []),
    positions: valueOr(p, []),
    sources,
    failed,
  };
}

const sourceOf = (d: Partial<SourcedReply>): SourcedReply | undefined =>
  d.source ? { source: d.source, as_of: d.as_of, stale_reason: d.stale_reason } : undefined;

export interface ActivitySources {
  sales: SoldPosition[];
  alerts: StoredAlert[];
  failed: string[];
}

/** Sales and the latest ten alerts for Recent Activity; each falls back to empty on its own failure. */
export async function loadActivity(get: DataGetter): Promise<ActivitySources> {
  const [s, a] = await Promise.allSettled([
    get<{ soldPositions: SoldPosition[] }>('/portfolio/sold-positions').then((d) => d.soldPositions ?? []),
    get<{ alerts: StoredAlert[] }>('/alerts', { limit: 10 }).then((d) => d.alerts ?? []),
  ]);
  const failed = (['sales', 'alerts'] as const).filter((_, i) => [s, a][i]!.status === 'rejected');
  return { sales: valueOr(s, []), alerts: valueOr(a, []), failed };
}
