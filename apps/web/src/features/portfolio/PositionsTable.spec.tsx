import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { SWRConfig, type Cache } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authValue } from '../../test/renderWithAuth';
import { AuthContext } from '../../shared/session/useAuth';
import { nextSort, type SortState } from '../../shared/table/sort';
import { position } from './fixtures';
import { DEFAULT_POSITION_SORT, type PositionColumnId } from './positionColumns';
import { PositionsSummary } from './PositionsSummary';
import { PositionsTable } from './PositionsTable';

afterEach(cleanup);

const wrap = (node: ReactNode) =>
  render(
    <SWRConfig value={{ provider: () => new Map() as Cache }}>
      <AuthContext.Provider value={authValue()}>{node}</AuthContext.Provider>
    </SWRConfig>,
  );

const rows = [
  position({ id: 'a', tradingSymbol: 'TCS', unrealizedProfitLoss: -200, unrealizedProfitLossPercent: -0.58 }),
  position({ id: 'b', tradingSymbol: 'INFY', unrealizedProfitLoss: 900, unrealizedProfitLossPercent: 1.76 }),
  position({
    id: 'c',
    tradingSymbol: 'SBIN',
    positionType: 'SELL',
    unrealizedProfitLoss: 0,
    hasLivePrice: false,
    livePrice: null,
    changePercent: null,
  }),
];

function Sortable({ onAction, columns }: { onAction?: () => void; columns: PositionColumnId[] }) {
  const [sort, setSort] = useState<SortState<PositionColumnId>>(DEFAULT_POSITION_SORT);
  return (
    <PositionsTable
      rows={rows}
      columns={columns}
      sort={sort}
      onSort={(c) => setSort((s) => nextSort(s, c))}
      onAction={onAction}
    />
  );
}

const symbols = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe('PositionsTable', () => {
  it('shows the chosen columns in order, sorted by P&L descending, and flips on a click', () => {
    wrap(<Sortable columns={['name', 'profitLoss', 'profitLossPercent']} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'P&L Cash', 'P&L %']);
    expect(screen.getByRole('columnheader', { name: /P&L Cash/ }).getAttribute('aria-sort')).toBe('descending');
    expect(symbols()).toEqual([
      'INFYNSE · RELIANCE INDUSTRIES',
      'SBINShortNSE · RELIANCE INDUSTRIES',
      'TCSNSE · RELIANCE INDUSTRIES',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Sort by P&L Cash' }));
    expect(symbols()[0]).toMatch(/^TCS/);
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    expect(symbols()[0]).toMatch(/^TCS/);
  });

  it('colours P&L by sign and shows a dash without a live price', () => {
    wrap(<Sortable columns={['name', 'livePrice', 'profitLoss']} />);
    const [infy, sbin, tcs] = screen.getAllByRole('row').slice(1);
    expect(within(infy!).getByText('+₹900').className).toContain('tone-positive');
    expect(within(tcs!).getByText('-₹200').className).toContain('tone-negative');
    expect(within(sbin!).getByText('₹0').className).toContain('tone-neutral');
    expect(within(sbin!).getByTitle('No live price yet').textContent).toBe('—');
  });

  it('offers the row actions as buttons named after the instrument', () => {
    const onAction = vi.fn();
    wrap(<Sortable columns={['name', 'actions']} onAction={onAction} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sell INFY' }));
    expect(onAction).toHaveBeenCalledWith('sell', expect.objectContaining({ id: 'b' }));
    expect(screen.queryByRole('button', { name: 'Roll over INFY' })).toBeNull();
  });
});

describe('PositionsSummary', () => {
  it('switches Investment between full and compact amounts on click', () => {
    wrap(
      <PositionsSummary
        summary={{
          totalInvestment: 230279,
          totalProfitLoss: -29004,
          totalReturnPercent: -12.6,
          profitCount: 2,
          lossCount: 4,
        }}
        count={6}
      />,
    );
    const investment = screen.getByRole('button', { name: /Investment/ });
    expect(investment.textContent).toContain('₹2,30,279');
    fireEvent.click(investment);
    expect(investment.textContent).toContain('₹2.30L');
    expect(screen.getByText('2 in profit · 4 in loss')).toBeInTheDocument();
    expect(screen.getByText('-12.60%')).toBeInTheDocument();
  });
});
