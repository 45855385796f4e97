import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { BrokerStatus } from '@app/contracts/broker/types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AuthContext } from '../../shared/session/useAuth';
import { authValue, CUSTOMER } from '../../test/renderWithAuth';
import { SettingsPage } from './SettingsPage';

vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const STATUS: BrokerStatus = {
  broker: 'zerodha',
  state: 'connected',
  kite_user_id: 'AB1234',
  user_shortname: 'Arjun',
  expires_at: '2099-11-25T06:00:00+05:30',
  connected_at: '2099-11-24T09:10:00+05:30',
  mode: 'live',
  source: 'kite',
  is_feed_account: false,
  configured: true,
  reason: null,
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.startsWith('/api/broker/status')
        ? json(200, { success: true, data: { broker: STATUS } })
        : json(503, { success: false, error: 'Settings unavailable' }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function renderAt(path: string, routes = <Route path="/dashboard/settings" element={<SettingsPage />} />) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AuthContext.Provider value={authValue({ user: CUSTOMER })}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>{routes}</Routes>
          <Where />
        </MemoryRouter>
      </AuthContext.Provider>
    </SWRConfig>,
  );
}

describe('back from Kite on the Settings page', () => {
  it('opens the Broker connection section with a success notice and clears the query', async () => {
    renderAt('/dashboard/settings?broker=connected');
    expect(await screen.findByTestId('broker-callback-notice')).toHaveTextContent('Zerodha connected');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/dashboard\/settings\?section=broker$/),
    );
    expect(screen.getByRole('tab', { name: /Broker connection/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('broker-headline')).toHaveTextContent('Connected as Arjun (AB1234)');
    expect(screen.getByTestId('broker-callback-notice')).toBeInTheDocument();
  });

  it('shows the error with Kite’s reason, and the card even when the settings bundle failed', async () => {
    renderAt('/dashboard/settings?broker=error&reason=The%20login%20state%20was%20already%20used');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Zerodha connection failed: The login state was already used',
    );
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/section=broker$/));
    expect(screen.queryByText('Failed to fetch settings')).toBeNull();
  });
});
