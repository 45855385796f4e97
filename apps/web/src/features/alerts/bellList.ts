import type { InAppFire } from '@app/contracts/alerts/rule-types';
import type { AlertRow } from './alertConstants';
import { targetAlertTime } from './alertList';
import type { AlertsView } from './inboxStore';
import { ruleFireTime } from './ruleFiresApi';

/** One line of the bell: a watchlist target reached, or an alert rule's fire sent in-app. */
export type BellItem = { kind: 'target'; row: AlertRow; at: string } | { kind: 'rule'; row: InAppFire; at: string };
export type BellSource = BellItem['kind'];

export interface BellView {
  status: AlertsView['status'];
  error: string | null;
  items: BellItem[];
  unread: number;
  /** How many the lists hold beyond the items shown. */
  more: number;
  /** The list "Load more" reads next: the one whose next page comes first in time. */
  next: BellSource | null;
  loadingMore: boolean;
  markingAll: boolean;
}

const oldest = (times: string[]) => times.reduce((min, t) => (t < min ? t : min));

/**
 * The two lists as one, newest first. Each list is loaded page by page, so an item older than the
 * oldest loaded item of a list with more pages could have a newer unloaded neighbour: such items wait
 * until that list is read further, and the shown items are always a prefix of the whole merged list.
 */
export function bellView(targets: AlertsView<AlertRow>, fires: AlertsView<InAppFire>): BellView {
  const items: BellItem[] = [
    ...targets.alerts.map((row): BellItem => ({ kind: 'target', row, at: targetAlertTime(row) })),
    ...fires.alerts.map((row): BellItem => ({ kind: 'rule', row, at: ruleFireTime(row) })),
  ].sort((a, b) => b.at.localeCompare(a.at) || a.row.id.localeCompare(b.row.id));
  let cutoff = '';
  let next: BellSource | null = null;
  for (const [kind, list] of [
    ['target', targets],
    ['rule', fires],
  ] as const) {
    if (list.alerts.length >= list.total) continue;
    const times = items.filter((i) => i.kind === kind).map((i) => i.at);
    // A list with more but none loaded holds everything back: its first item may be the newest.
    const edge = times.length === 0 ? '\uffff' : oldest(times);
    if (edge > cutoff) [cutoff, next] = [edge, kind];
  }
  const shown = items.filter((i) => i.at >= cutoff);
  const statuses = [targets.status, fires.status];
  return {
    status: statuses.includes('error') ? 'error' : statuses.every((s) => s === 'ready') ? 'ready' : 'loading',
    error: targets.error ?? fires.error,
    items: shown,
    unread: targets.unread + fires.unread,
    more: targets.total + fires.total - shown.length,
    next,
    loadingMore: targets.loadingMore || fires.loadingMore,
    markingAll: targets.markingAll || fires.markingAll,
  };
}
