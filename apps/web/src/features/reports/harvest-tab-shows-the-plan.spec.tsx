import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { harvestReply } from './harvestFixtures';
import { HarvestTab } from './HarvestTab';
import { fakeGateway, failed, ok, renderSignedIn } from './reportsTestApi';

vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Harvest tab', () => {
  it('shows the exemption used of its limit as a bar', async () => {
    fakeGateway({ '/api/reports/harvest': () => ok(harvestReply()) });
    renderSignedIn(<HarvestTab />);
    const bar = await screen.findByRole('progressbar', { name: 'Exemption used' });
    // 45,000 / 1,25,000 = 36 %
    expect(bar).toHaveAttribute('aria-valuenow', '36');
    expect(bar).toHaveAttribute('aria-valuetext', '₹45,000.00 of ₹1,25,000.00');
    // 1,25,000 - 45,000 = 80,000 still tax-free
    expect(screen.getByText(/₹80,000\.00 of long-term gains can still be booked tax-free/)).toBeInTheDocument();
  });

  it('lists the losing lots with their term, the Loss Cover marker and the tax each saves', async () => {
    fakeGateway({ '/api/reports/harvest': () => ok(harvestReply()) });
    renderSignedIn(<HarvestTab />);
    const table = await screen.findByRole('table', { name: 'Losing lots' });
    const [wipro, yes] = within(table).getAllByRole('row').slice(1);
    expect(within(wipro!).getByText('Short term')).toBeInTheDocument();
    expect(within(wipro!).getByText('Long term from 15 Mar 2027')).toBeInTheDocument();
    expect(within(wipro!).getByText('In Loss Cover band')).toBeInTheDocument();
    // 24,600 - 30,000 = -5,400, and 20 % of it is saved: 1,080
    expect(within(wipro!).getByText('-₹5,400.00')).toBeInTheDocument();
    expect(within(wipro!).getByText('₹1,080.00')).toBeInTheDocument();
    expect(within(yes!).getByText('Long term')).toBeInTheDocument();
    expect(within(yes!).queryByText('In Loss Cover band')).not.toBeInTheDocument();
  });

  it('shows how many shares of a gain lot to sell, the total saved and the warnings in words', async () => {
    fakeGateway({ '/api/reports/harvest': () => ok(harvestReply()) });
    renderSignedIn(<HarvestTab />);
    const gains = await screen.findByRole('table', { name: 'Gain lots to book' });
    const itc = within(gains).getAllByRole('row')[1]!;
    expect(itc).toHaveTextContent('ITC');
    expect(within(itc).getByText('300')).toBeInTheDocument();
    expect(within(itc).getByText('200')).toBeInTheDocument();
    // 200 × (420 - 270) = 30,000 gain; 12.5 % of it = 3,750
    expect(within(itc).getByText('+₹30,000.00')).toBeInTheDocument();
    expect(within(itc).getByText('₹3,750.00')).toBeInTheDocument();
    // 1,080 + 3,750 = 4,830
    expect(screen.getByText('₹4,830.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Before you sell')).toHaveTextContent(
      'Selling and buying back on the same day counts as intraday: buy back on the next trading day.',
    );
  });

  it('offers the import when there is nothing to plan', async () => {
    fakeGateway({
      '/api/reports/harvest': () =>
        ok(
          harvestReply({
            losses: [],
            gains: [],
            realised: { short_term: '0.00', long_term: '0.00', intraday: '0.00' },
            warnings: [],
          }),
        ),
    });
    renderSignedIn(<HarvestTab />);
    expect(await screen.findByText('No trades in your ledger yet')).toBeInTheDocument();
  });

  it('shows an error with Retry, then the plan', async () => {
    let fail = true;
    fakeGateway({ '/api/reports/harvest': () => (fail ? failed('Ledger unavailable') : ok(harvestReply())) });
    renderSignedIn(<HarvestTab />);
    expect(await screen.findByText('Failed to load the harvesting plan')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('progressbar', { name: 'Exemption used' })).toBeInTheDocument();
  });
});
