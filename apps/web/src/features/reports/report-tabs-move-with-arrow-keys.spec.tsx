import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { harvestReply } from './harvestFixtures';
import { returnsReply } from './returnsFixtures';
import { taxPnlReply } from './taxFixtures';
import type { ReportTab } from './reportTabs';
import { ReportsView } from './ReportsView';
import { fakeGateway, ok, renderSignedIn } from './reportsTestApi';

vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));
vi.mock('./NavChart', () => ({ NavChart: () => <div data-testid="nav-chart" /> }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness({ initial }: { initial: ReportTab }) {
  const [tab, setTab] = useState<ReportTab>(initial);
  return <ReportsView tab={tab} onTabChange={setTab} />;
}

function gateway() {
  fakeGateway({
    '/api/reports/returns': () => ok(returnsReply()),
    '/api/reports/tax-pnl': () => ok(taxPnlReply()),
    '/api/reports/harvest': () => ok(harvestReply()),
    '/api/dashboard/available-indices': () => ok({ indices: [] }),
  });
}

describe('Reports tabs', () => {
  it('are a tablist whose arrow keys, Home and End move the selection and the focus', async () => {
    gateway();
    renderSignedIn(<Harness initial="returns" />);
    expect(screen.getByRole('tablist', { name: 'Report sections' })).toBeInTheDocument();
    const returns = screen.getByRole('tab', { name: 'Returns' });
    expect(returns).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Returns' })).toBeInTheDocument();

    fireEvent.keyDown(returns, { key: 'ArrowRight' });
    const tax = screen.getByRole('tab', { name: 'Tax P&L' });
    expect(tax).toHaveAttribute('aria-selected', 'true');
    expect(tax).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Tax P&L' })).toBeInTheDocument();

    fireEvent.keyDown(tax, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Harvest' })).toHaveFocus();
    expect(await screen.findByRole('progressbar', { name: 'Exemption used' })).toBeInTheDocument();

    // Right from the last wraps to the first
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Harvest' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Returns' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Returns' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Harvest' })).toHaveAttribute('aria-selected', 'true');
  });

  it('leave only the selected tab in the Tab order', () => {
    gateway();
    renderSignedIn(<Harness initial="tax" />);
    expect(screen.getByRole('tab', { name: 'Tax P&L' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Returns' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tab', { name: 'Harvest' })).toHaveAttribute('tabindex', '-1');
  });
});
