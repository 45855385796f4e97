import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { returnsReply } from './returnsFixtures';
import { fakeGateway, failed, ok, queriesOf, renderSignedIn } from './reportsTestApi';
import { ReturnsCard } from './ReturnsCard';

vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Overview Returns card', () => {
  it("shows the portfolio's XIRR since the first trade beside the benchmark's, and links to Reports", async () => {
    const asked = fakeGateway({ '/api/reports/returns': () => ok(returnsReply()) });
    renderSignedIn(<ReturnsCard />, '/dashboard');
    const card = screen.getByRole('region', { name: 'Returns' });
    // 0.142857 -> 14.29 %; NIFTY 50's 0.1045 -> 10.45 %
    expect((await within(card).findByText('Your XIRR')).nextSibling).toHaveTextContent('+14.29%');
    expect(within(card).getByText('NIFTY 50').nextSibling).toHaveTextContent('+10.45%');
    // 2,31,400 + 60,000 + 1,850 - 2,50,000
    expect(within(card).getByText('+₹43,250.00')).toBeInTheDocument();
    expect(within(card).getByText(/price index: dividends not included/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/dashboard/reports');
    expect(queriesOf(asked, '/api/reports/returns')).toEqual([{ period: 'MAX' }]);
  });

  it('says "Not meaningful" with the reason when the rate does not solve', async () => {
    const reply = returnsReply();
    reply.portfolio.xirr = {
      xirr: null,
      period_return: null,
      days: 20,
      status: 'not-meaningful',
      reason: 'The flows never change sign.',
    };
    fakeGateway({ '/api/reports/returns': () => ok(reply) });
    renderSignedIn(<ReturnsCard />, '/dashboard');
    expect(await screen.findByText('Not meaningful')).toHaveAttribute('title', 'The flows never change sign.');
  });

  it('shows a skeleton while loading and offers the import for an empty ledger', async () => {
    fakeGateway({ '/api/reports/returns': () => ok(returnsReply({ holdings: [] })) });
    renderSignedIn(<ReturnsCard />, '/dashboard');
    expect(screen.getByLabelText('Loading returns')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText(/No trades in your ledger yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import trades' })).toHaveAttribute(
      'href',
      '/dashboard/portfolio?tab=import',
    );
  });

  it('retries on its own button after a failure', async () => {
    let fail = true;
    fakeGateway({ '/api/reports/returns': () => (fail ? failed() : ok(returnsReply())) });
    renderSignedIn(<ReturnsCard />, '/dashboard');
    expect(await screen.findByText('Returns could not be loaded.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry returns' }));
    expect(await screen.findByText('Your XIRR')).toBeInTheDocument();
  });
});
