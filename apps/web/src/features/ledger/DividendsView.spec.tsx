import type { DividendsReply } from '@app/contracts/ledger/types';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { SWRConfig, type Cache } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authValue, CUSTOMER } from '../../test/renderWithAuth';
import { AuthContext } from '../../shared/session/useAuth';
import { DividendsView } from './DividendsView';

const reply: DividendsReply = {
  dividends: [
    {
      id: 'r1',
      isin: 'INE467B01029',
      symbol: 'TCS',
      ex_date: '2025-10-16',
      record_date: '2025-10-16',
      quantity: '10',
      per_share: '11',
      amount: '110.00',
      source: 'corporate-action',
      status: 'received',
    },
    {
      id: 'u1',
      isin: 'INE002A01018',
      symbol: 'RELIANCE',
      ex_date: '2099-08-14',
      record_date: '2099-08-14',
      quantity: '20',
      per_share: '5.5',
      amount: '110.00',
      source: 'corporate-action',
      status: 'upcoming',
    },
  ],
  yield_on_cost: [
    { isin: 'INE467B01029', symbol: 'TCS', received_12m: '110.00', invested: '32147.50', yield_percent: '0.342173' },
  ],
  total_received: '110.00',
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).includes('/dividends')
        ? json({ success: true, data: reply })
        : json({ success: false, error: 'Not found' }, 404),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DividendsView', () => {
  it('shows the total, upcoming, yield on cost and the chart by stock', async () => {
    render(
      <SWRConfig value={{ provider: () => new Map() as Cache, dedupingInterval: 0 }}>
        <AuthContext.Provider value={authValue({ user: CUSTOMER })}>
          <DividendsView />
        </AuthContext.Provider>
      </SWRConfig>,
    );
    expect((await screen.findByText('Total received')).nextSibling).toHaveTextContent('₹110.00');
    const yieldRow = within(screen.getByRole('table', { name: 'Yield on cost' }))
      .getByText('TCS')
      .closest('tr')!;
    expect(yieldRow).toHaveTextContent('0.34%');
    const upcoming = screen.getByRole('table', { name: 'Upcoming dividends' });
    expect(within(upcoming).getByText('RELIANCE').closest('tr')!).toHaveTextContent('₹5.50');
    fireEvent.click(screen.getByRole('tab', { name: 'By stock' }));
    expect(screen.getByRole('img', { name: 'Dividends by stock: TCS ₹110' })).toBeInTheDocument();
  });
});
