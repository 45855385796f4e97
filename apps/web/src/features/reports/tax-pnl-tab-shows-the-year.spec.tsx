import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { taxPnlReply } from './taxFixtures';
import { fakeGateway, failed, ok, queriesOf, renderSignedIn } from './reportsTestApi';
import { TaxPnlTab } from './TaxPnlTab';

vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeEach(() => {
  // 10 May 2026 in IST: the current financial year is 2026-27.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-10T06:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openLastYear() {
  fireEvent.change(await screen.findByLabelText('Financial year'), { target: { value: '2025-26' } });
  return screen.findByLabelText('Sections');
}

describe('Tax P&L tab', () => {
  it('starts on the current year and offers the earlier ones', async () => {
    const asked = fakeGateway({ '/api/reports/tax-pnl': () => ok(taxPnlReply()) });
    renderSignedIn(<TaxPnlTab />);
    const picker = await screen.findByLabelText('Financial year');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent)
        .slice(0, 3),
    ).toEqual(['FY 2026-27', 'FY 2025-26', 'FY 2024-25']);
    await waitFor(() => expect(queriesOf(asked, '/api/reports/tax-pnl')[0]).toEqual({ fy: '2026-27' }));
  });

  it("shows Console's sections, the exits, the set-off, the computation and what carries forward", async () => {
    const asked = fakeGateway({ '/api/reports/tax-pnl': () => ok(taxPnlReply()) });
    renderSignedIn(<TaxPnlTab />);
    const sections = await openLastYear();
    expect(queriesOf(asked, '/api/reports/tax-pnl').at(-1)).toEqual({ fy: '2025-26' });

    expect(within(sections).getByText('Short Term profit')).toBeInTheDocument();
    // INFY +10,000 and WIPRO -4,000 = +6,000
    expect(within(sections).getByText('+₹6,000.00')).toBeInTheDocument();
    // ITC: 2,30,000 - 500 × 340 = 60,000 taxable, though the profit on cost is 80,000
    expect(within(sections).getByText('+₹60,000.00')).toBeInTheDocument();
    expect(within(sections).getByText(/Profit \+₹80,000\.00/)).toBeInTheDocument();

    const exits = screen.getByRole('table', { name: 'Tradewise exits' });
    expect(within(exits).getAllByRole('row')).toHaveLength(1 + 4);
    const wipro = within(exits).getByText('WIPRO').closest('tr')!;
    // 26,000 - 30,000 = -4,000: the profit and the taxable profit alike
    expect(within(wipro).getAllByText('-₹4,000.00')).toHaveLength(2);

    expect(within(screen.getByLabelText('Set-off steps')).getByRole('listitem')).toHaveTextContent(
      '₹2,000.00 of short-term capital loss (FY 2023-24) set off against STCG at 20%',
    );
    const computation = screen.getByLabelText('Tax computation');
    expect(within(computation).getByText('STCG at 20%').nextSibling).toHaveTextContent('₹4,000.00');
    expect(within(computation).getByText('LTCG exemption used').nextSibling).toHaveTextContent(
      '₹60,000.00 of ₹1,25,000.00',
    );
    // 20 % of the ₹4,000 STCG left after set-off
    expect(within(computation).getByText('Tax at flat rates').nextSibling).toHaveTextContent('₹800.00');
    expect(screen.getByLabelText('Carried forward losses')).toHaveTextContent(
      'Non-speculative business loss of ₹3,200.00 from FY 2024-25, usable until FY 2032-33',
    );
    expect(screen.getByLabelText('Warnings')).toHaveTextContent("1 exit's cost is unknown");
  });

  it('filters the exits to one section', async () => {
    fakeGateway({ '/api/reports/tax-pnl': () => ok(taxPnlReply()) });
    renderSignedIn(<TaxPnlTab />);
    await openLastYear();
    fireEvent.change(screen.getByLabelText('Section'), { target: { value: 'equity_long_term' } });
    const rows = within(screen.getByRole('table', { name: 'Tradewise exits' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('ITC');
    expect(rows[0]).toHaveTextContent('₹340.00');
  });

  it('downloads the XLSX with the session, says so while it runs and saves it under the server name', async () => {
    let deliver: (r: Response) => void = () => undefined;
    const asked = fakeGateway({
      '/api/reports/tax-pnl': () => ok(taxPnlReply()),
      '/api/reports/tax-pnl/export': () => new Promise<Response>((resolve) => (deliver = resolve)),
    });
    const createObjectURL = vi.fn(() => 'blob:tax');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderSignedIn(<TaxPnlTab />);
    await openLastYear();

    fireEvent.click(screen.getByRole('button', { name: 'Download XLSX' }));
    expect(await screen.findByRole('button', { name: 'Downloading...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(queriesOf(asked, '/api/reports/tax-pnl/export')).toEqual([{ fy: '2025-26', format: 'xlsx' }]);
    const init = vi.mocked(fetch).mock.calls.at(-1)![1] as RequestInit;
    expect(init.credentials).toBe('include');

    deliver(
      new Response(new Blob(['PK'], { type: XLSX }), {
        status: 200,
        headers: { 'Content-Type': XLSX, 'Content-Disposition': 'attachment; filename="tax-pnl-2025-26.xlsx"' },
      }),
    );
    await waitFor(() => expect(saved).toEqual(['tax-pnl-2025-26.xlsx']));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    // The busy label gives way once the save has run, a render after it.
    expect(await screen.findByRole('button', { name: 'Download XLSX' })).toBeEnabled();
  });

  it('says when a download fails', async () => {
    fakeGateway({
      '/api/reports/tax-pnl': () => ok(taxPnlReply()),
      '/api/reports/tax-pnl/export': () => failed('The export service is down'),
    });
    renderSignedIn(<TaxPnlTab />);
    await openLastYear();
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The CSV could not be downloaded: The export service is down',
    );
  });

  it('says a year without exits is empty, and shows an error with Retry', async () => {
    let fail = true;
    fakeGateway({
      '/api/reports/tax-pnl': (url) =>
        fail
          ? failed('Ledger unavailable')
          : ok(
              url.includes('2024-25')
                ? taxPnlReply({ fy: '2024-25', rows: [], dividends: { rows: [], total: '0.00' }, carried_forward: [] })
                : taxPnlReply(),
            ),
    });
    renderSignedIn(<TaxPnlTab />);
    expect(await screen.findByText('Failed to load Tax P&L')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Sections')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Financial year'), { target: { value: '2024-25' } });
    expect(await screen.findByText('No trades in your ledger yet')).toBeInTheDocument();
    expect(screen.getByText('Nothing was sold and no dividend was paid in FY 2024-25.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download XLSX' })).toBeDisabled();
  });
});
