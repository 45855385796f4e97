import type { AlertsPageReply } from '@app/contracts/alerts/rpc';
import type { AlertFiredPush, InAppFire } from '@app/contracts/alerts/rule-types';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitSignedOut } from '../../shared/session/sessionEvents';
import { renderSignedInAtDashboard } from '../../test/renderWithAuth';
import type { AlertRow } from './alertConstants';

/** Two servers: GET /api/alerts (targets) and GET /api/alerts/fires (rule alerts sent in-app). */
const server = vi.hoisted(() => ({
  targets: [] as AlertRow[],
  fires: [] as InAppFire[],
  reads: [] as string[],
  fireReads: [] as string[],
  readAll: 0,
  listCalls: [] as { page: number; limit: number }[],
}));
const socket = vi.hoisted(() => ({ fired: new Set<(p: AlertFiredPush) => void>() }));

vi.mock('react-hot-toast', () => ({
  default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }),
}));
const pageOf = <T extends { read: boolean }>(rows: T[], page: number, limit: number) => ({
  alerts: rows.slice((page - 1) * limit, page * limit).map((r) => ({ ...r })),
  total: rows.length,
  unread: rows.filter((r) => !r.read).length,
  page,
  limit,
});
vi.mock('./alertsApi', () => ({
  ALERTS_PAGE: { size: 20, max: 200 },
  alertsApi: {
    list: async (page: number, limit: number): Promise<AlertsPageReply> => pageOf(server.targets, page, limit),
    markRead: async (id: string) => {
      server.reads.push(id);
      return { ...server.targets.find((x) => x.id === id)!, read: true };
    },
  },
}));
vi.mock('./ruleFiresApi', async (actual) => ({
  ...(await actual<typeof import('./ruleFiresApi')>()),
  ruleFiresApi: {
    list: async (page: number, limit: number) => {
      server.listCalls.push({ page, limit });
      return pageOf(server.fires, page, limit);
    },
    markRead: async (id: string) => {
      server.fireReads.push(id);
      server.fires = server.fires.map((f) => (f.id === id ? { ...f, read: true } : f));
    },
    markAllRead: async () => {
      server.readAll += 1;
      server.fires = server.fires.map((f) => ({ ...f, read: true }));
    },
  },
}));
vi.mock('../../shared/live/liveSocket', () => ({
  liveSocket: {
    onAlertFired: (fn: (p: AlertFiredPush) => void) => (socket.fired.add(fn), () => socket.fired.delete(fn)),
    onTargetAlert: () => () => undefined,
    subscribe: () => () => undefined,
    getSnapshot: () => ({ state: 'disconnected' }),
  },
}));

const { NotificationBell } = await import('./NotificationBell');

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const target = (id: string, m: number): AlertRow => ({
  id,
  instrument_token: 738561,
  tradingsymbol: 'RELIANCE',
  target_price: 1480,
  current_price: 1479.5,
  triggered_at: minutesAgo(m),
  read: false,
  read_at: null,
});
const fire = (id: string, m: number, over: Partial<InAppFire> = {}): InAppFire => ({
  id,
  rule_id: 'r1',
  kind: 'price_above',
  instrument_token: 408065,
  tradingsymbol: 'INFY',
  level: 1600,
  observed: 1604.5,
  message: 'INFY crossed above ₹1,600.00 (now ₹1,604.50)',
  fired_at: minutesAgo(m),
  read: false,
  read_at: null,
  ...over,
});

const renderBell = () => renderSignedInAtDashboard(<NotificationBell />);

const symbols = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.alert-item__symbol')?.textContent);

afterEach(async () => {
  cleanup();
  await act(() => emitSignedOut());
  Object.assign(server, { targets: [], fires: [], reads: [], fireReads: [], readAll: 0, listCalls: [] });
});

describe('the bell lists rule alerts sent in-app beside target alerts', () => {
  it('counts both in the badge and lists them together, newest first, each with its own line', async () => {
    server.targets = [target('t1', 10)];
    server.fires = [
      fire('f1', 2),
      fire('f2', 30, {
        kind: 'portfolio_day_pnl',
        tradingsymbol: null,
        instrument_token: null,
        message: 'Portfolio day P&L fell below −₹5,000.00',
      }),
    ];
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const dialog = screen.getByRole('dialog', { name: 'Alerts' });
    expect(symbols(dialog)).toEqual(['INFY', 'RELIANCE', 'Portfolio']);
    const items = within(dialog).getAllByRole('listitem');
    expect(items[0].textContent).toContain('INFY crossed above ₹1,600.00 (now ₹1,604.50)');
    expect(items[1].textContent).toContain('Target ₹1,480.00');
    expect(within(dialog).getByRole('link', { name: 'Alert rules' }).getAttribute('href')).toBe('/dashboard/alerts');
  });

  it('opens a rule alert’s chart and marks it read there; one without an instrument opens the Alerts page', async () => {
    server.fires = [
      fire('f1', 2),
      fire('f2', 5, {
        kind: 'test',
        rule_id: null,
        tradingsymbol: null,
        instrument_token: null,
        message: 'Test alert from your portfolio dashboard',
      }),
    ];
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    fireEvent.click(screen.getByRole('button', { name: /INFY/ }));
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/charts');
    await waitFor(() => expect(server.fireReads).toEqual(['f1']));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    fireEvent.click(screen.getByRole('button', { name: /Test alert/ }));
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/alerts');
    await waitFor(() => expect(server.fireReads).toEqual(['f1', 'f2']));
  });

  it('adds a pushed alert_fired to the list and the badge, once per fire', async () => {
    renderBell();
    await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(server.listCalls.length).toBeGreaterThan(0));
    const push: AlertFiredPush = { ...fire('f9', 0), delivery_id: 'd9' };
    act(() => socket.fired.forEach((fn) => fn(push)));
    act(() => socket.fired.forEach((fn) => fn({ ...push, delivery_id: 'd9-again' })));
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    expect(symbols(screen.getByRole('dialog'))).toEqual(['INFY']);
  });

  it('marks both lists read with one click: targets one by one, rule alerts in one call', async () => {
    server.targets = [target('t1', 10)];
    server.fires = [fire('f1', 2), fire('f2', 3)];
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await screen.findByText('All caught up');
    expect(server.reads).toEqual(['t1']);
    expect(server.readAll).toBe(1);
    expect(server.fireReads).toEqual([]);
  });

  it('holds back target alerts older than the next unloaded rule alert, and Load more reads the rule alerts', async () => {
    // 25 rule alerts a minute apart (a page is 20) and one target alert an hour old.
    server.fires = Array.from({ length: 25 }, (_, i) => fire(`f${i}`, i + 1));
    server.targets = [target('t1', 60)];
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 26 unread' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(20);
    expect(symbols(dialog)).not.toContain('RELIANCE');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Load more (6)' }));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(26));
    expect(symbols(dialog).at(-1)).toBe('RELIANCE');
    expect(server.listCalls.at(-1)).toEqual({ page: 2, limit: 20 });
  });
});
