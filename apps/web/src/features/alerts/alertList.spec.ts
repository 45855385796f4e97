import { describe, expect, it } from 'vitest';
import type { AlertRow } from './alertConstants';
import { EMPTY_ALERTS, nextPageNumber, withIncoming, withPage, withReadState } from './alertList';

const row = (id: string, minute: number, read = false): AlertRow => ({
  id,
  instrument_token: 738561,
  tradingsymbol: 'RELIANCE',
  target_price: 1480,
  current_price: 1479.5,
  triggered_at: `2026-01-05T10:${String(minute).padStart(2, '0')}:00.000Z`,
  read,
  read_at: read ? '2026-01-05T11:00:00.000Z' : null,
});

describe('alert list', () => {
  it('replaces the list with the first page and appends later pages without duplicates', () => {
    const first = withPage(EMPTY_ALERTS, {
      alerts: [row('c', 3), row('b', 2)],
      total: 3,
      unread: 2,
      page: 1,
      limit: 2,
    });
    expect(first).toMatchObject({ status: 'ready', total: 3, unread: 2 });
    const more = withPage(first, { alerts: [row('b', 2), row('a', 1)], total: 3, unread: 2, page: 2, limit: 2 });
    expect(more.alerts.map((a) => a.id)).toEqual(['c', 'b', 'a']);
    const again = withPage(more, { alerts: [row('d', 4)], total: 4, unread: 3, page: 1, limit: 1 });
    expect(again.alerts.map((a) => a.id)).toEqual(['d']);
  });

  it('keeps a pushed alert that a first page fetched before it was stored does not list', () => {
    const state = withPage(EMPTY_ALERTS, { alerts: [row('a', 1)], total: 1, unread: 1, page: 1, limit: 20 });
    const { read: _r, read_at: _ra, ...event } = row('b', 5);
    const pushed = withIncoming(state, event);
    const stale = withPage(pushed, { alerts: [row('a', 1, true)], total: 1, unread: 0, page: 1, limit: 20 });
    expect(stale.alerts.map((a) => a.id)).toEqual(['b', 'a']);
    expect(stale).toMatchObject({ total: 2, unread: 1 });
    const fresh = withPage(stale, {
      alerts: [row('b', 5), row('a', 1, true)],
      total: 2,
      unread: 1,
      page: 1,
      limit: 20,
    });
    expect(fresh).toMatchObject({ total: 2, unread: 1 });
    expect(fresh.alerts).toHaveLength(2);
  });

  it('puts a pushed alert first, unread, and counts it once', () => {
    const state = withPage(EMPTY_ALERTS, { alerts: [row('a', 1, true)], total: 1, unread: 0, page: 1, limit: 20 });
    const { read: _r, read_at: _ra, ...event } = row('b', 5);
    const next = withIncoming(state, event);
    expect(next.alerts.map((a) => a.id)).toEqual(['b', 'a']);
    expect(next.alerts[0].read).toBe(false);
    expect(next).toMatchObject({ total: 2, unread: 1 });
    expect(withIncoming(next, event)).toBe(next);
  });

  it('marks read and unread, keeping the unread count in step', () => {
    const state = withPage(EMPTY_ALERTS, {
      alerts: [row('b', 2), row('a', 1)],
      total: 2,
      unread: 5,
      page: 1,
      limit: 2,
    });
    const read = withReadState(state, ['a', 'b'], true, 'now');
    expect(read.unread).toBe(3);
    expect(read.alerts.every((a) => a.read && a.read_at === 'now')).toBe(true);
    expect(withReadState(read, ['a'], true, 'now')).toBe(read);
    const reverted = withReadState(read, ['a'], false, null);
    expect(reverted.unread).toBe(4);
    expect(reverted.alerts[1]).toMatchObject({ id: 'a', read: false, read_at: null });
  });

  it('asks for the page that overlaps what is loaded rather than skipping one', () => {
    expect(nextPageNumber(20, 20)).toBe(2);
    expect(nextPageNumber(21, 20)).toBe(2);
    expect(nextPageNumber(40, 20)).toBe(3);
  });
});
