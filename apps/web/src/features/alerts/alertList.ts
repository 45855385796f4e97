import type { AlertsPageReply } from '@app/contracts/alerts/rpc';
import type { TargetAlert } from '@app/contracts/alerts/subjects';
import type { AlertRow } from './alertConstants';

/** What the bell lists: a stored target alert or a rule's fire, each with its read mark. */
export interface Listed {
  id: string;
  read: boolean;
  read_at: string | null;
}

/** When a listed item happened (ISO text, so it sorts as text). */
export type TimeOf<T> = (item: T) => string;
export const targetAlertTime: TimeOf<AlertRow> = (a) => a.triggered_at;

export interface AlertsState<T extends Listed = AlertRow> {
  status: 'idle' | 'loading' | 'ready' | 'error';
  alerts: T[];
  total: number;
  unread: number;
  error: string | null;
}

/** One page of a list as the server answers it. */
export type ListPage<T> = Pick<AlertsPageReply, 'total' | 'unread' | 'page' | 'limit'> & { alerts: T[] };

export const EMPTY_ALERTS: AlertsState<never> = { status: 'idle', alerts: [], total: 0, unread: 0, error: null };

const newestFirst =
  <T extends Listed>(at: TimeOf<T>) =>
  (a: T, b: T) =>
    at(b).localeCompare(at(a)) || a.id.localeCompare(b.id);

/**
 * A page from the server. The first page replaces the list and the counts, except for pushed alerts
 * newer than anything in it (the answer left the server before they were stored). A later page is
 * appended; ids already listed are kept once, since new alerts shift the server's offsets.
 */
export function withPage(state: AlertsState, page: AlertsPageReply): AlertsState {
  return withPageBy(state, page, targetAlertTime);
}

/** withPage for any list, ordered by `at`. */
export function withPageBy<T extends Listed>(state: AlertsState<T>, page: ListPage<T>, at: TimeOf<T>): AlertsState<T> {
  const order = newestFirst(at);
  const listed = new Set(page.alerts.map((a) => a.id));
  if (page.page !== 1) {
    const alerts = [...state.alerts.filter((a) => !listed.has(a.id)), ...page.alerts].sort(order);
    return { status: 'ready', error: null, total: page.total, unread: page.unread, alerts };
  }
  const newest = page.alerts.reduce((max, a) => (at(a) > max ? at(a) : max), '');
  const pushed = state.alerts.filter((a) => !listed.has(a.id) && at(a) > newest);
  const unread = page.unread + pushed.filter((a) => !a.read).length;
  return {
    status: 'ready',
    error: null,
    total: page.total + pushed.length,
    unread,
    alerts: [...pushed, ...page.alerts].sort(order),
  };
}

/** A pushed alert: listed first, unread. */
export function withIncoming(state: AlertsState, event: TargetAlert): AlertsState {
  return withIncomingBy(state, { ...event, read: false, read_at: null }, targetAlertTime);
}

/** withIncoming for any list: an unread row not listed yet. */
export function withIncomingBy<T extends Listed>(state: AlertsState<T>, row: T, at: TimeOf<T>): AlertsState<T> {
  if (state.alerts.some((a) => a.id === row.id)) return state;
  return {
    ...state,
    alerts: [row, ...state.alerts].sort(newestFirst(at)),
    total: state.total + 1,
    unread: state.unread + 1,
  };
}

/** Marks the listed ids read (or unread again, when a save failed). */
export function withReadState<T extends Listed>(
  state: AlertsState<T>,
  ids: readonly string[],
  read: boolean,
  at: string | null,
): AlertsState<T> {
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
