import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { returnsReply } from './returnsFixtures';
import { fakeGateway, failed, ok, queriesOf, renderSignedIn } from './reportsTestApi';
import { ReturnsTab } from './ReturnsTab';

vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));
// The chart draws on a canvas the test DOM does not have; what it is given is what matters here.
vi.mock('./NavChart', () => ({
  NavChart: (p: { portfolio: unknown[]; benchmark: unknown[]; benchmarkLabel: string }) => (
    <div data-testid="nav-chart" data-portfolio={p.portfolio.length} data-benchmark={p.benchmark.length}>
      {p.benchmarkLabel}
    </div>
  ),
}));

const INDICES = {
  indices: [
    { symbol: 'NIFTY 50', name: 'NIFTY 50', instrument_token: 256265 },
    { symbol: 'NIFTY BANK', name: 'NIFTY BANK', instrument_token: 260105 },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Returns tab', () => {
  it('shows the figures, the benchmark beside them, the chart and each holding', async () => {
    fakeGateway({
      '/api/reports/returns': () => ok(returnsReply()),
      '/api/dashboard/available-indices': () => ok(INDICES),
    });
    renderSignedIn(<ReturnsTab />);

    const stats = await screen.findByLabelText('Portfolio returns');
    expect(within(stats).getByText('₹2,31,400.00')).toBeInTheDocument();
    expect(within(stats).getByText('₹2,50,000.00')).toBeInTheDocument();
    // 2,31,400 + 60,000 + 1,850 - 2,50,000 = 43,250
    expect(within(stats).getByText('+₹43,250.00')).toBeInTheDocument();
    // 0.142857 -> 14.29 %; the index's 0.1045 -> 10.45 %; TWR 0.118 -> 11.80 %
    expect(within(stats).getByText('+14.29%')).toBeInTheDocument();
    expect(within(stats).getByText('+10.45%')).toBeInTheDocument();
    expect(within(stats).getByText('+11.80%')).toBeInTheDocument();

    expect(screen.getByText('Against NIFTY 50 (price index: dividends not included)')).toBeInTheDocument();
    expect(await screen.findByTestId('nav-chart')).toHaveAttribute('data-benchmark', '2');
    expect(screen.getByText('HDFCBANK had no close on 2 days; the day before was used.')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Returns per holding' });
    const rows = within(table).getAllByRole('row').slice(1);
    // by value, largest first: TCS 1,71,400; HDFCBANK 60,000; INFY 0
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      expect.stringContaining('TCS'),
      expect.stringContaining('HDFCBANK'),
      expect.stringContaining('INFY'),
    ]);
    expect(within(rows[2]!).getByText('Sold')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Not meaningful')).toHaveAttribute('title', 'No rate solves these flows.');
  });

  it('sorts the holdings by XIRR, the one that is not meaningful last', async () => {
    fakeGateway({
      '/api/reports/returns': () => ok(returnsReply()),
      '/api/dashboard/available-indices': () => ok(INDICES),
    });
    renderSignedIn(<ReturnsTab />);
    const table = await screen.findByRole('table', { name: 'Returns per holding' });
    fireEvent.click(within(table).getByRole('button', { name: 'Sort by XIRR' }));
    const symbols = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    // 18.32 % (TCS) over 9.50 % (INFY); HDFCBANK has none
    expect(symbols).toEqual([
      expect.stringContaining('TCS'),
      expect.stringContaining('INFY'),
      expect.stringContaining('HDFCBANK'),
    ]);
  });

  it('shows the period return beside the XIRR for a span under a year', async () => {
    const reply = returnsReply({ period: '6M' });
    reply.portfolio.xirr = { xirr: '0.210000', period_return: '0.100000', days: 182, status: 'ok' };
    fakeGateway({ '/api/reports/returns': () => ok(reply), '/api/dashboard/available-indices': () => ok(INDICES) });
    renderSignedIn(<ReturnsTab />);
    expect(await screen.findByText('Period return +10.00%')).toBeInTheDocument();
  });

  it('asks again for the period and the benchmark picked', async () => {
    const asked = fakeGateway({
      '/api/reports/returns': () => ok(returnsReply()),
      '/api/dashboard/available-indices': () => ok(INDICES),
    });
    renderSignedIn(<ReturnsTab />);
    await screen.findByLabelText('Portfolio returns');
    fireEvent.click(screen.getByRole('button', { name: '3M' }));
    await waitFor(() => expect(queriesOf(asked, '/api/reports/returns').at(-1)).toEqual({ period: '3M' }));
    expect(screen.getByRole('button', { name: '3M' })).toHaveAttribute('aria-pressed', 'true');

    await screen.findByRole('option', { name: 'NIFTY BANK' });
    fireEvent.change(screen.getByLabelText('Benchmark'), { target: { value: '260105' } });
    await waitFor(() =>
      expect(queriesOf(asked, '/api/reports/returns').at(-1)).toEqual({ period: '3M', benchmark: '260105' }),
    );
  });

  it('says it is loading, then offers the import when the ledger is empty', async () => {
    let answer: (r: Response) => void = () => undefined;
    fakeGateway({
      '/api/reports/returns': () => new Promise<Response>((resolve) => (answer = resolve)),
      '/api/dashboard/available-indices': () => ok(INDICES),
    });
    renderSignedIn(<ReturnsTab />);
    expect(await screen.findByText('Loading returns...')).toBeInTheDocument();
    answer(ok(returnsReply({ holdings: [], notices: [] })));
    expect(await screen.findByText('No trades in your ledger yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import trades' })).toHaveAttribute(
      'href',
      '/dashboard/portfolio?tab=import',
    );
  });

  it("shows the server's error and loads again on Retry", async () => {
    let fail = true;
    fakeGateway({
      '/api/reports/returns': () => (fail ? failed('Ledger unavailable') : ok(returnsReply())),
      '/api/dashboard/available-indices': () => ok(INDICES),
    });
    renderSignedIn(<ReturnsTab />);
    expect(await screen.findByText('Failed to load returns')).toBeInTheDocument();
    expect(screen.getByText('Ledger unavailable')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Portfolio returns')).toBeInTheDocument();
  });
});
