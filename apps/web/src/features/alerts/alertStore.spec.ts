import type { AlertsPageReply } from '@app/contracts/alerts/rpc';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import toast from 'react-hot-toast';
import { ApiError } from '../../shared/api/apiError';
import type { AlertRow } from './alertConstants';
import type { AlertsApi } from './alertsApi';
import { AlertStore } from './alertStore';

vi.mock('react-hot-toast', () => ({
  default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }),
}));

const row = (n: number, read = false): AlertRow => ({
  id: `a${n}`,
  instrument_token: 738561,
  tradingsymbol: 'RELIANCE',
  target_price: 1480,
  current_price: 1479,
  triggered_at: new Date(Date.UTC(2026, 0, 5, 10, 0, n)).toISOString(),
  read,
  read_at: null,
});

/** A server holding `rows` (newest last in the array), paging like GET /api/alerts. */
function fakeServer(rows: AlertRow[]) {
  const list = vi.fn(async (page: number, limit: number): Promise<AlertsPageReply> => {
    const sorted = [...rows].sort((a, b) => b.triggered_at.localeCompare(a.triggered_at));
    return {
      alerts: sorted.slice((page - 1) * limit, page * limit).map((r) => ({ ...r })),
      total: rows.length,
      unread: rows.filter((r) => !r.read).length,
      page,
      limit,
    };
  });
  const markRead = vi.fn(async (id: string) => {
    const r = rows.find((x) => x.id === id)!;
    r.read = true;
    return r;
  });
  return { api: { list, markRead } as AlertsApi, list, markRead, rows };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('alert store', () => {
  it('loads the first page with the counts', async () => {
    const server = fakeServer([row(1), row(2, true), row(3)]);
    const store = new AlertStore(server.api);
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().status));
    await store.refresh({ force: true });
    expect(seen[0]).toBe('loading');
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', total: 3, unread: 2 });
    expect(store.getSnapshot().alerts.map((a) => a.id)).toEqual(['a3', 'a2', 'a1']);
    expect(server.list).toHaveBeenCalledWith(1, 20);
  });

  it('shows an error for a failed first load, keeps the list when a later refresh fails', async () => {
    const server = fakeServer([row(1)]);
    server.list.mockRejectedValueOnce(new Error('down'));
    const store = new AlertStore(server.api);
    await store.refresh({ force: true });
    expect(store.getSnapshot()).toMatchObject({ status: 'error', error: 'down' });
    await store.refresh({ force: true });
    server.list.mockRejectedValueOnce(new Error('down'));
    await store.refresh({ force: true });
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', total: 1, error: null });
  });

  it('does not fetch twice within 5 s unless forced', async () => {
    const server = fakeServer([row(1)]);
    const store = new AlertStore(server.api);
    await store.refresh();
    await store.refresh();
    expect(server.list).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    await store.refresh();
    await store.refresh({ force: true });
    expect(server.list).toHaveBeenCalledTimes(3);
  });

  it('tries a failed first load again on the next ask, even within 5 s', async () => {
    const server = fakeServer([row(1)]);
    server.list.mockRejectedValueOnce(new Error('down'));
    const store = new AlertStore(server.api);
    await store.refresh({ force: true });
    expect(store.getSnapshot().status).toBe('error');
    vi.advanceTimersByTime(1_000);
    await store.refresh();
    expect(server.list).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', total: 1 });
  });

  it('counts a pushed alert at once', async () => {
    const store = new AlertStore(fakeServer([]).api);
    await store.refresh({ force: true });
    const { read: _r, read_at: _ra, ...event } = row(9);
    store.incoming(event);
    expect(store.getSnapshot()).toMatchObject({ unread: 1, total: 1 });
  });

  it('marks one read at once and puts it back, with a toast, when the server refuses', async () => {
    const server = fakeServer([row(1), row(2)]);
    const store = new AlertStore(server.api);
    await store.refresh({ force: true });
    await store.markRead('a1');
    expect(server.markRead).toHaveBeenCalledWith('a1');
    expect(store.getSnapshot().unread).toBe(1);
    server.markRead.mockRejectedValueOnce(new ApiError('Request failed with status 404', 404, 'Alert not found'));
    const pending = store.markRead('a2');
    expect(store.getSnapshot().unread).toBe(0);
    await pending;
    expect(store.getSnapshot().unread).toBe(1);
    expect(toast.error).toHaveBeenCalledWith('Alert not found', expect.anything());
  });

  it('marks all read, including unread alerts beyond the listed page', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => row(i + 1));
    const server = fakeServer(rows);
    const store = new AlertStore(server.api);
    await store.refresh({ force: true });
    expect(store.getSnapshot().alerts).toHaveLength(20);
    await store.markAllRead();
    expect(server.markRead).toHaveBeenCalledTimes(25);
    expect(rows.every((r) => r.read)).toBe(true);
    expect(store.getSnapshot()).toMatchObject({ unread: 0, markingAll: false });
  });

  it('pages on with "load more" without duplicates', async () => {
    const server = fakeServer(Array.from({ length: 30 }, (_, i) => row(i + 1)));
    const store = new AlertStore(server.api);
    await store.refresh({ force: true });
    await store.loadMore();
    const ids = store.getSnapshot().alerts.map((a) => a.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    await store.loadMore();
    expect(server.list).toHaveBeenCalledTimes(2);
  });

  it('drops an answer that arrives after a user change', async () => {
    const server = fakeServer([row(1)]);
    let release: () => void = () => undefined;
    server.list.mockImplementationOnce(
      () =>
        new Promise<AlertsPageReply>(
          (resolve) => (release = () => resolve({ alerts: [row(1)], total: 1, unread: 1, page: 1, limit: 20 })),
        ),
    );
    const store = new AlertStore(server.api);
    const late = store.refresh({ force: true });
    store.reset();
    release();
    await late;
    expect(store.getSnapshot()).toMatchObject({ status: 'idle', total: 0, alerts: [] });
  });

  it('does not show a read alert as unread again when a list fetched meanwhile arrives', async () => {
    const server = fakeServer([row(1)]);
    const store = new AlertStore(server.api);
    await store.refresh({ force: true });
    let finishSave: () => void = () => undefined;
    server.markRead.mockImplementationOnce(() => new Promise((resolve) => (finishSave = () => resolve(row(1, true)))));
    const saving = store.markRead('a1');
    await store.refresh({ force: true });
    expect(store.getSnapshot().unread).toBe(0);
    finishSave();
    await saving;
  });
});
