import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AuthContext } from '../../shared/session/useAuth';
import { authValue, CUSTOMER } from '../../test/renderWithAuth';
import { ReportsPage } from './ReportsPage';

vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));

beforeEach(() => {
  // The tabs are what is under test; every report answers "unavailable".
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: false, error: 'Unavailable' }), { status: 503 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderAt(path: string) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <AuthContext.Provider value={authValue({ user: CUSTOMER })}>
        <MemoryRouter initialEntries={[path]}>
          <ReportsPage />
          <Search />
        </MemoryRouter>
      </AuthContext.Provider>
    </SWRConfig>,
  );
}

describe('Reports page', () => {
  it('opens the tab the link names', async () => {
    renderAt('/dashboard/reports?tab=harvest');
    expect(screen.getByRole('tab', { name: 'Harvest' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Failed to load the harvesting plan')).toBeInTheDocument();
  });

  it('writes the tab chosen with the keyboard into the query', () => {
    renderAt('/dashboard/reports?tab=harvest');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Harvest' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Tax P&L' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=tax');
  });

  it('opens Returns for an unknown tab', () => {
    renderAt('/dashboard/reports?tab=nonsense');
    expect(screen.getByRole('tab', { name: 'Returns' })).toHaveAttribute('aria-selected', 'true');
  });
});
