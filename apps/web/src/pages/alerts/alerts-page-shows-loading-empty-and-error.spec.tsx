import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlertRule } from '@app/contracts/alerts/rule-types';
import { ApiError } from '../../shared/api/apiError';
import { AuthContext } from '../../shared/session/useAuth';
import { authValue, CUSTOMER } from '../../test/renderWithAuth';
import { AlertsPage } from './AlertsPage';

const get = vi.fn();
vi.mock('../../shared/api/apiClient', () => ({ api: { get: (...args: unknown[]) => get(...args) } }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

beforeEach(() => {
  get.mockReset();
});
afterEach(cleanup);

const rule: AlertRule = {
  id: 'r1',
  instrument_token: 408065,
  tradingsymbol: 'INFY',
  exchange: 'NSE',
  kind: 'change_pct_from_high',
  value: -10,
  months: 6,
  recurring: true,
  expires_at: null,
  channels: ['in_app', 'telegram'],
  note: null,
  status: 'triggered',
  level: 1512.9,
  last_fired_at: null,
  created_at: '2026-11-20T00:00:00Z',
  updated_at: '2026-11-20T00:00:00Z',
};

function answer(rules: AlertRule[], counts = { armed: 0, triggered: 0, fired: 0, expired: 0 }) {
  get.mockImplementation((path: string) =>
    path === '/alerts/rules'
      ? Promise.resolve({
          success: true,
          data: { rules, total: rules.length, counts, limit_per_user: 1000, page: 1, limit: 50 },
        })
      : new Promise(() => undefined),
  );
}

const show = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AuthContext.Provider value={authValue({ user: CUSTOMER })}>
        <MemoryRouter>
          <AlertsPage />
        </MemoryRouter>
      </AuthContext.Provider>
    </SWRConfig>,
  );

describe('the Alerts page', () => {
  it('says it is loading, then that there are no rules, with a button to add one', async () => {
    answer([]);
    show();
    expect(screen.getByText('Loading alert rules...')).toBeInTheDocument();
    await screen.findByText('No alert rules yet');
    expect(screen.getByText('0 of 1,000 rules')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New alert' })).toHaveLength(2);
  });

  it('lists a rule in words with its level, channels and status, and counts it', async () => {
    answer([rule], { armed: 0, triggered: 1, fired: 0, expired: 0 });
    show();
    await screen.findByText('Down 10 % from 6-month high');
    expect(screen.getByText('₹1,512.90')).toBeInTheDocument();
    expect(screen.getByText('Telegram')).toBeInTheDocument();
    expect(screen.getByText('Recurring')).toBeInTheDocument();
    expect(screen.getAllByText('Triggered').length).toBeGreaterThan(0);
    expect(screen.getByText('1 of 1,000 rules')).toBeInTheDocument();
  });

  it('asks again with the status chosen from the chips', async () => {
    answer([rule], { armed: 0, triggered: 1, fired: 0, expired: 0 });
    show();
    await screen.findByText('Down 10 % from 6-month high');
    fireEvent.click(screen.getByRole('tab', { name: /Fired/ }));
    await vi.waitFor(() =>
      expect(get).toHaveBeenCalledWith('/alerts/rules', expect.objectContaining({ status: 'fired', page: 1 })),
    );
  });

  it('shows the failure with a retry', async () => {
    get.mockRejectedValue(new ApiError('Internal error', 500, 'Internal error'));
    show();
    await screen.findByText('Error loading alert rules');
    expect(screen.getByRole('button', { name: /Retry|Try again/ })).toBeInTheDocument();
  });
});
