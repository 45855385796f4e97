import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SWRConfig, type Cache } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authValue, CUSTOMER } from '../../test/renderWithAuth';
import { AuthContext } from '../../shared/session/useAuth';
import { position } from './fixtures';
import { PositionsTab } from './PositionsTab';

let positionsUp = false;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  positionsUp = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (!String(url).includes('/portfolio/manual/positions'))
        return json({ success: false, error: 'Service unavailable' }, 503);
      if (!positionsUp) return json({ success: false, error: 'Unavailable: portfolio' }, 503);
      const rows = [position({ id: 'a', tradingSymbol: 'INFY', unrealizedProfitLoss: -4153.5 })];
      return json({
        success: true,
        data: {
          positions: rows,
          summary: {
            totalInvestment: 55420,
            totalProfitLoss: -4153.5,
            totalReturnPercent: -7.49,
            profitCount: 0,
            lossCount: 1,
          },
        },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PositionsTab', () => {
  it('loads, retries once after a second, shows the spec’s error with Retry, then the rows', async () => {
    render(
      <SWRConfig value={{ provider: () => new Map() as Cache, dedupingInterval: 0 }}>
        <AuthContext.Provider value={authValue({ user: CUSTOMER })}>
          <PositionsTab onImport={() => undefined} />
        </AuthContext.Provider>
      </SWRConfig>,
    );
    expect(screen.getByText('Loading positions...')).toBeInTheDocument();
    await screen.findByText('Error Loading Positions', undefined, { timeout: 3000 });
    expect(screen.getByText('Failed to fetch positions')).toBeInTheDocument();
    const calls = () =>
      vi.mocked(fetch).mock.calls.filter(([u]) => String(u).includes('/portfolio/manual/positions')).length;
    expect(calls()).toBe(2);

    positionsUp = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('button', { name: 'Sell INFY' });
    // The row and the Unrealized P&L card agree.
    expect(screen.getAllByText('-₹4,154')).toHaveLength(2);
  });
});
