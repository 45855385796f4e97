import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { SWRConfig, type Cache } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authValue, CUSTOMER } from '../../test/renderWithAuth';
import { AuthContext } from '../../shared/session/useAuth';
import { holding, lot } from './fixtures';
import { LedgerHoldings } from './LedgerHoldings';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const calls: string[] = [];

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(String(url));
      if (String(url).includes('/ledger/holdings'))
        return json({
          success: true,
          data: {
            holdings: [
              holding(),
              holding({
                isin: 'INE002A01018',
                symbol: 'RELIANCE',
                unknown_basis_quantity: '5',
                unrealised: null,
                sources: ['console-tradebook'],
              }),
            ],
          },
        });
      if (String(url).includes('/ledger/lots?isin=INE467B01029'))
        return json({
          success: true,
          data: {
            lots: [
              lot(),
              lot({
                id: 'lot-2',
                buy_date: '2024-09-01',
                source: 'bonus',
                quantity: '9',
                open_quantity: '9',
                cost_per_share: '0',
                cost: '0',
                disposals: [],
              }),
            ],
          },
        });
      return json({ success: false, error: 'Not found' }, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderIt = () =>
  render(
    <SWRConfig value={{ provider: () => new Map() as Cache, dedupingInterval: 0 }}>
      <AuthContext.Provider value={authValue({ user: CUSTOMER })}>
        <LedgerHoldings />
      </AuthContext.Provider>
    </SWRConfig>,
  );

describe('LedgerHoldings', () => {
  it('shows a row per ISIN with its sources and the unknown-cost flag, and switches the cost view', async () => {
    renderIt();
    const tcs = (await screen.findByText('TCS')).closest('tr')!;
    expect(tcs).toHaveTextContent('₹2,963.33');
    expect(within(tcs).getByText('Console tradebook')).toBeInTheDocument();
    expect(within(tcs).getByText('Bonus')).toBeInTheDocument();
    expect(tcs).toHaveTextContent('+₹1,640.00');
    const rel = screen.getByText('RELIANCE').closest('tr')!;
    expect(within(rel).getByText('Unknown cost')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Performance view' }));
    expect(screen.getByText('TCS').closest('tr')!).toHaveTextContent('₹740.83');
    expect(screen.getByRole('columnheader', { name: 'Avg cost (perf.)' })).toBeInTheDocument();
  });

  it('expands a row to its lots, oldest first, with disposals, and collapses it again', async () => {
    renderIt();
    fireEvent.click(await screen.findByRole('button', { name: 'Show lots of TCS' }));
    const lots = await screen.findByRole('table', { name: 'Lots of TCS' });
    const rows = within(lots).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('2 May 2024');
    expect(rows[0]).toHaveTextContent('Sold 1 on 10 Jan 2025 at ₹4,100.00: +₹1,136.67');
    expect(rows[1]).toHaveTextContent('1 Sept 2024');
    expect(within(rows[1]!).getByText('Bonus')).toBeInTheDocument();
    expect(calls.some((u) => u.includes('/ledger/lots?isin=INE467B01029'))).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Hide lots of TCS' }));
    expect(screen.queryByRole('table', { name: 'Lots of TCS' })).toBeNull();
  });
});
