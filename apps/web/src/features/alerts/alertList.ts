import type { AlertsPageReply } from '@app/contracts/alerts/rpc';
import type { TargetAlert } from '@app/contracts/alerts/subjects';
import type { AlertRow } from './alertConstants';

export interface AlertsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  alerts: AlertRow[];
  total: number;
  unread: number;
  error: string | null;
}

export const EMPTY_ALERTS: AlertsState = { status: 'idle', alerts: [], total: 0, unread: 0, error: null };

const newestFirst = (a: AlertRow, b: AlertRow) =>
  b.triggered_at.localeCompare(a.triggered_at) || a.id.localeCompare(b.id);

/**
 * A page from the server. The first page replaces the list and the counts, except for pushed alerts
 * newer than anything in it (the answer left the server before they were stored). A later page is
 * appended; ids already listed are kept once, since new alerts shift the server's offsets.
 */
export function withPage(state: AlertsState, page: AlertsPageReply): AlertsState {
  const listed = new Set(page.alerts.map((a) => a.id));
  if (page.page !== 1) {
    const alerts = [...state.alerts.filter((a) => !listed.has(a.id)), ...page.alerts].sort(newestFirst);
    return { status: 'ready', error: null, total: page.total, unread: page.unread, alerts };
  }
  const newest = page.alerts.reduce((max, a) => (a.triggered_at > max ? a.triggered_at : max), '');
  const pushed = state.alerts.filter((a) => !listed.has(a.id) && a.triggered_at > newest);
  const unread = page.unread + pushed.filter((a) => !a.read).length;
  return {
    status: 'ready',
    error: null,
    total: page.total + pushed.length,
    unread,
    alerts: [...pushed, ...page.alerts].sort(newestFirst),
  };
}

/** A pushed alert: listed first, unread. */
export function withIncoming(state: AlertsState, event: TargetAlert): AlertsState {
  if (state.alerts.some((a) => a.id === event.id)) return state;
  const row: AlertRow = { ...event, read: false, read_at: null };
  return {
    ...state,
    alerts: [row, ...state.alerts].sort(newestFirst),
    total: state.total + 1,
    unread: state.unread + 1,
  };
}

/** Marks the listed ids read (or unread again, when a save failed). */
export function withReadState(
  state: AlertsState,
  ids: readonly string[],
  read: boolean,
  at: string | null,
): AlertsState {
  const wanted = new Set(ids);
  let changed = 0;
  const alerts = state.alerts.map((a) => {
    if (!wanted.has(a.id) || a.read === read) return a;
    changed += 1;
    return { ...a, read, read_at: read ? at : null };
  });
  if (changed === 0) return state;
  const unread = Math.max(0, state.unread + (read ? -changed : changed));
  return { ...state, alerts, unread };
}

/** The next server page to fetch without leaving a gap (offsets may only overlap). */
export function nextPageNumber(loaded: number, limit: number): number {
  return Math.floor(loaded / limit) + 1;
}
