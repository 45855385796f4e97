import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig, type Cache } from 'swr';
import { authValue, CUSTOMER } from '../../test/renderWithAuth';
import { AuthContext } from '../../shared/session/useAuth';
import { AnalyticsPage } from './AnalyticsPage';

const toast = vi.hoisted(() => ({ loading: vi.fn(), dismiss: vi.fn(), success: vi.fn(), error: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: toast }));

const RELIANCE = {
  instrument_token: 738561,
  tradingsymbol: 'RELIANCE',
  name: 'RELIANCE INDUSTRIES',
  exchange: 'NSE',
  instrument_type: 'EQ',
  last_price: 1520,
};
const figures = {
  ...RELIANCE,
  livePrice: 1520,
  hasLivePrice: true,
  changePercent: 0.5,
  highestPrice: 1600,
  lowestPrice: 1100,
  lowestAfterHigh: 1200,
  percentFromLowest: 26.6667,
  percentBelowHigh: 5,
  percentDropFromHighToLow: 25,
  analytics: {},
};

let tracked: Array<typeof figures>;
let calculatingAnswers: number;
let requests: string[];

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  localStorage.clear();
  tracked = [];
  calculatingAnswers = 0;
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.split('?')[0]!;
      requests.push(`${init?.method ?? 'GET'} ${url}`);
      const body = init?.body ? JSON.parse(String(init.body)) : {};
      switch (path) {
        case '/api/analytics/bulk-data-instant':
          if (calculatingAnswers > 0) {
            calculatingAnswers -= 1;
            return json(200, { success: true, status: 'calculating', data: { instruments: [], months: 12 } });
          }
          return json(200, { success: true, status: 'completed', data: { instruments: tracked, months: 12 } });
        case '/api/analytics/processing-status':
          return json(200, {
            success: true,
            data: {
              total: tracked.length,
              pending: 0,
              processing: 0,
              completed: tracked.length,
              failed: 0,
              is_processing: false,
            },
          });
        case '/api/analytics/instruments/tracked':
          return json(200, { success: true, data: { instruments: tracked } });
        case '/api/securities/search':
          return json(200, { success: true, data: { securities: [RELIANCE] } });
        case '/api/analytics/instruments/add':
          tracked = [figures];
          calculatingAnswers = 1;
          return json(200, { success: true, data: { instrument: figures } });
        case '/api/analytics/instruments/remove':
          tracked = tracked.filter((t) => t.instrument_token !== body.instrument_token);
          return json(200, { success: true, data: { instrument_token: body.instrument_token } });
        default:
          return json(404, { success: false, error: `not found: ${path}` });
      }
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderPage() {
  return render(
    <SWRConfig value={{ provider: () => new Map() as Cache, dedupingInterval: 0 }}>
      <AuthContext.Provider value={authValue({ user: CUSTOMER })}>
        <MemoryRouter>
          <AnalyticsPage />
        </MemoryRouter>
      </AuthContext.Provider>
    </SWRConfig>,
  );
}

describe('AnalyticsPage', () => {
  it('adds an instrument, shows the calculating toast, then the row, and removes it after confirming', async () => {
    renderPage();
    await screen.findByText('No instruments added');
    expect(screen.getByText('Time Range: 12 months')).toBeInTheDocument();
    expect((screen.getByRole('button', { name: 'Update data' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getAllByRole('button', { name: 'Add instrument' })[0]!);
    fireEvent.change(screen.getByRole('combobox', { name: 'Instrument' }), { target: { value: 'RELI' } });
    fireEvent.click(await screen.findByRole('option', { name: /RELIANCE/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('RELIANCE added to analytics'));
    expect(requests).toContain('POST /api/analytics/instruments/add');
    await waitFor(() =>
      expect(toast.loading).toHaveBeenCalledWith(
        'Calculating analytics for 12 months...',
        expect.objectContaining({ duration: 8000 }),
      ),
    );
    const row = await screen.findByRole('row', { name: /RELIANCE/ }, { timeout: 5000 });
    expect(row.textContent).toContain('₹1,520.00');
    expect(row.textContent).toContain('-25.00% drop');
    expect(toast.dismiss).toHaveBeenCalled();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Update data' }) as HTMLButtonElement).disabled).toBe(false),
    );

    fireEvent.click(within(row).getByRole('button', { name: 'Remove RELIANCE' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('RELIANCE removed from analytics'));
    await waitFor(() => expect(screen.queryByRole('row', { name: /RELIANCE/ })).toBeNull());
  }, 15_000);

  it('shows the error state with the specified texts when the figures cannot be loaded', async () => {
    vi.mocked(fetch).mockImplementation(async () => json(503, { success: false, error: 'Market service unavailable' }));
    renderPage();
    await screen.findByText('Error Loading Instruments', undefined, { timeout: 4000 });
    expect(screen.getByText('Failed to fetch instruments')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Market service unavailable', { id: 'error:Market service unavailable' });
  });
});
