import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AuthContext } from '../shared/session/useAuth';
import { authValue, CUSTOMER } from '../test/renderWithAuth';
import { App } from './App';

vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: false, error: 'down' }), { status: 503 })),
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

describe('the redirect Kite’s callback ends with', () => {
  it('takes /settings?broker=error&reason=… to the dashboard’s Settings page, query kept for its notice', async () => {
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <AuthContext.Provider value={authValue({ user: CUSTOMER })}>
          <MemoryRouter initialEntries={['/settings?broker=error&reason=denied']}>
            <App />
            <Where />
          </MemoryRouter>
        </AuthContext.Provider>
      </SWRConfig>,
    );
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Zerodha connection failed: denied',
    );
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/settings?section=broker'));
  });
});
