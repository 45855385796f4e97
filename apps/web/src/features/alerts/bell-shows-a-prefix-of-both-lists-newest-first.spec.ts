import type { InAppFire } from '@app/contracts/alerts/rule-types';
import { describe, expect, it } from 'vitest';
import type { AlertRow } from './alertConstants';
import type { Listed } from './alertList';
import { bellView } from './bellList';
import type { AlertsView } from './inboxStore';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 4, minute)).toISOString();
const target = (id: string, minute: number, read = false): AlertRow => ({
  id,
  instrument_token: 738561,
  tradingsymbol: 'RELIANCE',
  target_price: 1480,
  current_price: 1479,
  triggered_at: at(minute),
  read,
  read_at: null,
});
const fire = (id: string, minute: number): InAppFire => ({
  id,
  rule_id: null,
  kind: 'price_above',
  instrument_token: 408065,
  tradingsymbol: 'INFY',
  level: 1600,
  observed: 1601,
  message: 'm',
  fired_at: at(minute),
  read: false,
  read_at: null,
});
function list<T extends Listed>(rows: T[], total = rows.length, over: Partial<AlertsView<T>> = {}) {
  return {
    status: 'ready',
    error: null,
    alerts: rows,
    total,
    unread: rows.filter((r) => !r.read).length,
    loadingMore: false,
    markingAll: false,
    ...over,
  } as AlertsView<T>;
}
const ids = (v: ReturnType<typeof bellView>) => v.items.map((i) => `${i.kind}:${i.row.id}`);

describe('the bell shows a prefix of both lists, newest first', () => {
  it('interleaves two fully loaded lists by time and adds their unread counts', () => {
    const v = bellView(list([target('t2', 30), target('t1', 10, true)]), list([fire('f2', 40), fire('f1', 20)]));
    expect(ids(v)).toEqual(['rule:f2', 'target:t2', 'rule:f1', 'target:t1']);
    expect(v).toMatchObject({ unread: 3, more: 0, next: null, status: 'ready' });
  });

  it('holds back items older than the oldest loaded item of a list with more pages, and names that list next', () => {
    // Targets at :50 and :45 are loaded of 5; the next target could be anything up to :45.
    const v = bellView(list([target('t5', 50), target('t4', 45)], 5), list([fire('f2', 48), fire('f1', 12)]));
    expect(ids(v)).toEqual(['target:t5', 'rule:f2', 'target:t4']);
    expect(v).toMatchObject({ more: 4, next: 'target' });
  });

  it('names the list whose unloaded items come first when both have more', () => {
    const v = bellView(list([target('t9', 50), target('t8', 20)], 9), list([fire('f9', 49), fire('f8', 40)], 9));
    // Cut-offs: targets at :20, fires at :40; the fires' next page comes first in time.
    expect(ids(v)).toEqual(['target:t9', 'rule:f9', 'rule:f8']);
    expect(v).toMatchObject({ more: 15, next: 'rule' });
  });

  it('is loading until both lists are, and shows an error when either failed', () => {
    expect(bellView(list([]), list([], 0, { status: 'loading' })).status).toBe('loading');
    const failed = bellView(list([]), list([], 0, { status: 'error', error: 'Alerts are unavailable' }));
    expect(failed).toMatchObject({ status: 'error', error: 'Alerts are unavailable' });
  });
});
