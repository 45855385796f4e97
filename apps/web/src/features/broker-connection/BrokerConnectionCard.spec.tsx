import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { BrokerStatus } from '@app/contracts/broker/types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import { AuthContext } from '../../shared/session/useAuth';
import { authValue, CUSTOMER } from '../../test/renderWithAuth';
import { BrokerConnectionCard } from './BrokerConnectionCard';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: toasts }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const CONNECTED: BrokerStatus = {
  broker: 'zerodha',
  state: 'connected',
  kite_user_id: 'AB1234',
  user_shortname: 'Arjun',
  expires_at: '2026-11-25T06:00:00+05:30',
  connected_at: '2026-11-24T09:10:00+05:30',
  mode: 'live',
  source: 'kite',
  is_feed_account: false,
  configured: true,
  reason: null,
};
const DISCONNECTED: BrokerStatus = {
  ...CONNECTED,
  state: 'disconnected',
  kite_user_id: null,
  user_shortname: null,
  expires_at: null,
  connected_at: null,
  mode: 'live',
  source: 'paper',
};

let status: BrokerStatus;
let calls: Array<{ method: string; path: string; body: unknown }>;
const assign = vi.fn();

beforeEach(() => {
  calls = [];
  assign.mockReset();
  toasts.success.mockReset();
  toasts.error.mockReset();
  vi.stubGlobal('location', { ...window.location, assign, pathname: '/dashboard/settings' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.split('?')[0]!.replace(/^\/api/, '');
      const method = init?.method ?? 'GET';
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (path === '/broker/status') return json(200, { success: true, data: { broker: status } });
      if (path === '/broker/kite/connect' && method === 'POST')
        return json(200, {
          success: true,
          data: { login_url: 'https://kite.example/connect/login?v=3&api_key=k', state_expires_at: '' },
        });
      if (path === '/broker/kite' && method === 'DELETE') {
        status = DISCONNECTED;
        return json(200, { success: true, data: { broker: status } });
      }
      if (path === '/broker/mode' && method === 'PUT') {
        const mode = (JSON.parse(String(init!.body)) as { mode: 'live' | 'paper' }).mode;
        status = { ...status, mode, source: mode === 'live' ? 'kite' : 'paper' };
        return json(200, { success: true, data: { broker: status } });
      }
      return json(200, { success: true, data: {} });
    }),
  );
  // The clock stands before CONNECTED's 06:00 IST expiry, whenever the suite runs.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T00:48:00+05:30'));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderCard(props: Parameters<typeof BrokerConnectionCard>[0] = {}) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AuthContext.Provider value={authValue({ user: CUSTOMER })}>
        <BrokerConnectionCard {...props} />
      </AuthContext.Provider>
    </SWRConfig>,
  );
}

describe('the Broker connection card', () => {
  it('shows who is connected and counts down to 06:00 IST, live', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-25T00:48:00+05:30'));
    status = CONNECTED;
    renderCard();
    expect(await screen.findByTestId('broker-headline')).toHaveTextContent('Connected as Arjun (AB1234)');
    expect(screen.getByTestId('broker-expiry')).toHaveTextContent(
      'Session valid until 06:00 IST, 25 Nov · expires in 5h 12m',
    );
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByTestId('broker-expiry')).toHaveTextContent('expires in 5h 11m');
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByRole('button', { name: 'Connect Zerodha' })).toBeNull();
  });

  it('connects: asks the server for the login URL and sends the browser there', async () => {
    status = DISCONNECTED;
    renderCard();
    await screen.findByText('Not connected', { selector: '.broker-conn__headline' });
    fireEvent.click(screen.getByRole('button', { name: 'Connect Zerodha' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://kite.example/connect/login?v=3&api_key=k'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/broker/kite/connect']);
  });

  it('offers "Reconnect Zerodha" when the session expired', async () => {
    status = { ...CONNECTED, state: 'expired', reason: 'Kite said the token is no longer valid' };
    renderCard();
    expect(await screen.findByTestId('broker-headline')).toHaveTextContent('Session expired for Arjun (AB1234)');
    expect(screen.getByText(/Kite said the token is no longer valid/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reconnect Zerodha' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  });

  it('says so when Kite login is not configured, with nothing to press', async () => {
    status = { ...DISCONNECTED, configured: false };
    renderCard();
    await screen.findByText('Kite login is not configured on this server');
    expect(screen.queryByRole('button', { name: /Zerodha/ })).toBeNull();
  });

  it('disconnects only after the confirm dialog, then shows Paper', async () => {
    status = CONNECTED;
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Zerodha' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await screen.findByRole('button', { name: 'Connect Zerodha' });
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/broker/kite']);
    expect(toasts.success).toHaveBeenCalledWith('Zerodha disconnected: the paper broker is back');
  });

  it('switches between live and paper with the keyboard', async () => {
    status = CONNECTED;
    renderCard();
    const toggle = await screen.findByRole('switch');
    toggle.focus();
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'false'));
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/broker/mode',
      body: { mode: 'paper' },
    });
    expect(screen.getByText('Paper: practising with the paper broker')).toBeInTheDocument();
  });

  it('shows the callback’s error notice until dismissed', async () => {
    status = DISCONNECTED;
    const onDismiss = vi.fn();
    renderCard({ notice: { kind: 'error', reason: 'Login state expired' }, onDismissNotice: onDismiss });
    expect(screen.getByRole('alert')).toHaveTextContent('Zerodha connection failed: Login state expired');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalled();
  });

  it('says the status failed to load and retries', async () => {
    status = CONNECTED;
    const ok = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(503, { success: false, error: 'The portfolio service did not answer' })),
    );
    renderCard();
    await screen.findByText('Failed to load the broker connection');
    vi.stubGlobal('fetch', ok);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('broker-headline')).toHaveTextContent('Connected as Arjun (AB1234)');
  });
});
