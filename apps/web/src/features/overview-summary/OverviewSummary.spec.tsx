import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AuthContext } from '../../shared/session/useAuth';
import { authValue, CUSTOMER } from '../../test/renderWithAuth';
import { OverviewSummary } from './OverviewSummary';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('react-hot-toast', () => ({ default: { error: toastError, success: vi.fn() } }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let answers: Record<string, () => Response>;

beforeEach(() => {
  toastError.mockReset();
  answers = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      (answers[url.split('?')[0]!] ?? (() => json(500, { success: false, error: 'Internal error' })))(),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSummary() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AuthContext.Provider value={authValue({ user: CUSTOMER })}>
        <MemoryRouter>
          <OverviewSummary />
        </MemoryRouter>
      </AuthContext.Provider>
    </SWRConfig>,
  );
}

describe('Overview summary', () => {
  it("says so inline, toasts the server's text once and offers a retry when all four sources fail", async () => {
    renderSummary();
    await screen.findByText('Failed to load portfolio data');
    expect(screen.getByText('Failed to load recent activity')).toBeInTheDocument();
    expect(new Set(toastError.mock.calls.map((c) => (c[1] as { id: string }).id))).toEqual(
      new Set(['error:Internal error']),
    );
    expect(toastError).toHaveBeenLastCalledWith('Internal error', { id: 'error:Internal error' });
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2);
  });

  it('shows the cards from the sources that answered and names the ones that did not', async () => {
    answers['/api/funds'] = () =>
      json(200, { success: true, data: { funds: { equity: { available: { cash: 250000 } } } } });
    answers['/api/orders'] = () =>
      json(200, {
        success: true,
        data: {
          orders: [
            {
              order_id: 'o1',
              status: 'OPEN',
              transaction_type: 'BUY',
              quantity: 5,
              tradingsymbol: 'TCS',
              order_type: 'LIMIT',
              price: 3400,
              order_timestamp: new Date().toISOString(),
            },
          ],
        },
      });
    answers['/api/alerts'] = () => json(200, { success: true, data: { alerts: [] } });
    answers['/api/portfolio/manual/positions'] = () =>
      json(200, {
        success: true,
        data: {
          positions: [
            {
              id: 'p1',
              instrumentToken: 0,
              amount: 6000,
              unrealizedProfitLoss: -200,
              buyPrice: 1500,
              quantity: 4,
              positionType: 'BUY',
            },
          ],
        },
      });
    renderSummary();
    await screen.findByText('₹2,50,000');
    expect(screen.getByText('₹6,000')).toBeInTheDocument();
    expect(screen.getByText('-₹200')).toBeInTheDocument();
    expect(screen.getByText('₹5,800')).toBeInTheDocument();
    expect(screen.getByText('1 pending order')).toBeInTheDocument();
    expect(screen.getByText(/holdings could not be loaded/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Open order: buy 5 TCS')).toBeInTheDocument());
    expect(screen.getByText('LIMIT at ₹3,400.00, waiting to fill')).toBeInTheDocument();
    expect(screen.getByText(/Not shown, as it could not be loaded: sales/)).toBeInTheDocument();
    // The failed sources each raised the server's text, one toast; the summary adds none of its own.
    expect(new Set(toastError.mock.calls.map((c) => c[0]))).toEqual(new Set(['Internal error']));
  });
});
