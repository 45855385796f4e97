import type { AlertsPageReply } from '@app/contracts/alerts/rpc';
import type { TargetAlert } from '@app/contracts/alerts/subjects';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import toast from 'react-hot-toast';
import { emitSignedOut } from '../../shared/session/sessionEvents';
import { renderSignedInAtDashboard } from '../../test/renderWithAuth';
import type { AlertRow } from './alertConstants';

const server = vi.hoisted(() => ({ rows: [] as AlertRow[], fail: false, reads: [] as string[] }));
const socket = vi.hoisted(() => ({ alertListeners: new Set<(a: TargetAlert) => void>() }));

vi.mock('react-hot-toast', () => ({
  default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }),
}));
vi.mock('./alertsApi', () => ({
  ALERTS_PAGE: { size: 20, max: 200 },
  alertsApi: {
    list: async (page: number, limit: number): Promise<AlertsPageReply> => {
      if (server.fail) throw new Error('Alerts are unavailable');
      const rows = server.rows.slice((page - 1) * limit, page * limit);
      return {
        alerts: rows.map((r) => ({ ...r })),
        total: server.rows.length,
        unread: server.rows.filter((r) => !r.read).length,
        page,
        limit,
      };
    },
    markRead: async (id: string) => {
      server.reads.push(id);
      const r = server.rows.find((x) => x.id === id)!;
      r.read = true;
      return r;
    },
  },
}));
// The rule alerts' list is empty here; bell-lists-rule-alerts-beside-targets.spec.tsx covers it.
vi.mock('./ruleFiresApi', async (actual) => ({
  ...(await actual<typeof import('./ruleFiresApi')>()),
  ruleFiresApi: {
    list: async (page: number, limit: number) => ({ alerts: [], total: 0, unread: 0, page, limit }),
    markRead: async () => ({}),
    markAllRead: async () => ({ marked: 0 }),
  },
}));
vi.mock('../../shared/live/liveSocket', () => ({
  liveSocket: {
    onAlertFired: () => () => undefined,
    onTargetAlert: (fn: (a: TargetAlert) => void) => (
      socket.alertListeners.add(fn),
      () => socket.alertListeners.delete(fn)
    ),
    subscribe: () => () => undefined,
    getSnapshot: () => ({ state: 'disconnected' }),
  },
}));

const { NotificationBell } = await import('./NotificationBell');

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const row = (id: string, symbol: string, m: number, read = false): AlertRow => ({
  id,
  instrument_token: symbol === 'INFY' ? 408065 : 738561,
  tradingsymbol: symbol,
  target_price: 1480,
  current_price: 1479.5,
  triggered_at: minutesAgo(m),
  read,
  read_at: null,
});

const renderBell = () => renderSignedInAtDashboard(<NotificationBell />);

afterEach(async () => {
  cleanup();
  await act(() => emitSignedOut());
  server.rows = [];
  server.fail = false;
  server.reads = [];
  vi.clearAllMocks();
});
afterAll(() => vi.restoreAllMocks());

describe('<NotificationBell>', () => {
  it('shows the unread count from GET /api/alerts and lists alerts newest first', async () => {
    server.rows = [row('b', 'INFY', 2), row('a', 'RELIANCE', 90, true)];
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(screen.getByTestId('alert-badge').textContent).toBe('1');
    fireEvent.click(bell);
    const dialog = screen.getByRole('dialog', { name: 'Alerts' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.alert-item__symbol')?.textContent)).toEqual(['INFY', 'RELIANCE']);
    expect(items[0].textContent).toContain('Target ₹1,480.00');
    expect(items[0].textContent).toContain('Price ₹1,479.50');
    expect(items[0].textContent).toContain('2 min ago');
    expect(items[0].textContent).toContain('Unread');
    expect(items[1].textContent).toContain('1 h ago');
    expect(
      within(dialog)
        .getByRole('link', { name: /watchlist/i })
        .getAttribute('href'),
    ).toBe('/dashboard/watchlist');
  });

  it('counts a pushed target_alert and shows the fallback toast', async () => {
    renderBell();
    await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(socket.alertListeners.size).toBeGreaterThan(0));
    const event: TargetAlert = {
      id: 'n1',
      instrument_token: 2953217,
      tradingsymbol: 'TCS',
      target_price: 3080,
      current_price: 3079.95,
      triggered_at: new Date().toISOString(),
    };
    server.rows = [{ ...event, read: false, read_at: null }];
    act(() => socket.alertListeners.forEach((fn) => fn(event)));
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(expect.any(Function), expect.objectContaining({ duration: 5000 }));
  });

  it('marks an alert read and opens its chart', async () => {
    server.rows = [row('b', 'INFY', 2)];
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    fireEvent.click(screen.getByRole('button', { name: /INFY/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/charts');
    await waitFor(() => expect(server.reads).toEqual(['b']));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('alert-badge')).toBeNull();
  });

  it('marks all read', async () => {
    server.rows = [row('b', 'INFY', 2), row('a', 'RELIANCE', 5)];
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    expect(screen.getByText('2 unread')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await screen.findByText('All caught up');
    expect(server.reads.sort()).toEqual(['a', 'b']);
    expect((screen.getByRole('button', { name: 'Mark all read' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says "No alerts yet" when there are none', async () => {
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    fireEvent.click(bell);
    await screen.findByText('No alerts yet');
  });

  it('shows a load failure with Retry', async () => {
    server.fail = true;
    renderBell();
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    await screen.findByText('Failed to load alerts');
    expect(screen.getByText('Alerts are unavailable')).toBeInTheDocument();
    server.fail = false;
    server.rows = [row('a', 'RELIANCE', 1)];
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('button', { name: /RELIANCE/ });
  });

  it('closes on Escape and gives focus back to the bell', async () => {
    server.rows = [row('a', 'RELIANCE', 1)];
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    fireEvent.click(bell);
    const item = screen.getByRole('button', { name: /RELIANCE/ });
    expect(document.activeElement).toBe(item);
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(item, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a click outside', async () => {
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
