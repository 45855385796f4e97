import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import { ApiError } from '../../shared/api/apiError';
import { AuthContext } from '../../shared/session/useAuth';
import { authValue, CUSTOMER } from '../../test/renderWithAuth';
import { ReconnectNotice } from './ReconnectNotice';

vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

let state: 'connected' | 'expired';
let statusReads: number;
beforeEach(() => {
  state = 'connected';
  statusReads = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/broker/status')) statusReads += 1;
      const broker = {
        state,
        kite_user_id: 'ZR1111',
        expires_at: '2099-01-01T06:00:00+05:30',
        reason: state === 'expired' ? 'Kite answered TokenException' : null,
      };
      return new Response(JSON.stringify({ success: true, data: { broker } }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderNotice = (failure?: unknown) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AuthContext.Provider value={authValue({ user: CUSTOMER })}>
        <ReconnectNotice failure={failure} />
      </AuthContext.Provider>
    </SWRConfig>,
  );

describe('Reconnect Zerodha where broker data is shown', () => {
  it('shows nothing while the session lives', async () => {
    renderNotice();
    await waitFor(() => expect(statusReads).toBe(1));
    expect(screen.queryByTestId('reconnect-notice')).toBeNull();
  });

  it('reads the status again when a read says the session expired, then offers Reconnect Zerodha', async () => {
    const { rerender } = renderNotice();
    await waitFor(() => expect(statusReads).toBe(1));
    state = 'expired';
    const expired = new ApiError('Your Zerodha session has expired: reconnect Zerodha in Settings', 409);
    rerender(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <AuthContext.Provider value={authValue({ user: CUSTOMER })}>
          <ReconnectNotice failure={expired} />
        </AuthContext.Provider>
      </SWRConfig>,
    );
    expect(await screen.findByTestId('reconnect-notice')).toHaveTextContent(
      'Your Zerodha session has expired: the paper broker stands in until you log in at Zerodha again.',
    );
    expect(screen.getByRole('button', { name: 'Reconnect Zerodha' })).toBeInTheDocument();
  });
});
