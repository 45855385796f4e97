import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import type { HistoryFetcherStatusReply } from '@app/contracts/market/messages';
import { AuthContext } from '../../shared/session/useAuth';
import { ADMIN, authValue } from '../../test/renderWithAuth';
import { HistoryFetcherCard } from './HistoryFetcherCard';

const STATUS: HistoryFetcherStatusReply = {
  enabled: true,
  queued: 4,
  requests_last_minute: 120,
  rate_per_second: 2,
  rate_limit_per_second: 3,
  last_request_at: new Date().toISOString(),
  last_error: {
    at: new Date().toISOString(),
    message: 'Kite answered 403 TokenException: Token is invalid or has expired.',
  },
  quote_requests_last_minute: 7,
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.startsWith('/api/admin/history-fetcher')
        ? new Response(JSON.stringify({ success: true, data: STATUS }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          })
        : new Response('{}', { status: 404 }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Historical data card', () => {
  it("shows Kite's historical fetcher: its queue, its pace against Kite's limit and the last error", async () => {
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <AuthContext.Provider value={authValue({ user: ADMIN })}>
          <HistoryFetcherCard />
        </AuthContext.Provider>
      </SWRConfig>,
    );
    expect(await screen.findByTestId('history-queue')).toHaveTextContent('4');
    expect(screen.getByTestId('history-rate')).toHaveTextContent('120 · 2.00/s of 3/s');
    expect(screen.getByText('Kite historical API')).toBeInTheDocument();
    expect(screen.getByText(/TokenException: Token is invalid or has expired/)).toBeInTheDocument();
  });
});
