import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { SWRConfig, type Cache } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authValue } from '../../test/renderWithAuth';
import { AuthContext } from '../../shared/session/useAuth';
import { nextSort, type SortState } from '../../shared/table/sort';
import { position } from './fixtures';
import { DEFAULT_POSITION_SORT, type PositionColumnId } from './positionColumns';
import { PositionsTable } from './PositionsTable';

const rows = [
  position({ id: 'a', tradingSymbol: 'TCS', unrealizedProfitLoss: -200, unrealizedProfitLossPercent: -0.58 }),
  position({ id: 'b', tradingSymbol: 'INFY', unrealizedProfitLoss: 900, unrealizedProfitLossPercent: 1.76 }),
];

function Table() {
  const [sort, setSort] = useState<SortState<PositionColumnId>>(DEFAULT_POSITION_SORT);
  return (
    <PositionsTable
      rows={rows}
      columns={['name', 'amount', 'profitLoss', 'profitLossPercent', 'actions']}
      sort={sort}
      onSort={(c) => setSort((s) => nextSort(s, c))}
      onAction={() => undefined}
    />
  );
}

const renderAt = (width: number) => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width } as DOMRect);
  return render(
    <SWRConfig value={{ provider: () => new Map() as Cache }}>
      <AuthContext.Provider value={authValue()}>
        <Table />
      </AuthContext.Provider>
    </SWRConfig>,
  );
};

beforeEach(() => vi.restoreAllMocks());
afterEach(cleanup);

describe('a narrow portfolio shows its rows as cards', () => {
  it('puts every chosen figure, P&L included, on a card per position, highest P&L first', () => {
    renderAt(351);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Open positions' })).getAllByRole('listitem');
    expect(cards.map((c) => c.textContent)).toEqual([expect.stringMatching(/^INFY/), expect.stringMatching(/^TCS/)]);
    expect(within(cards[0]!).getByText('P&L Cash').nextSibling?.textContent).toBe('+₹900');
    expect(within(cards[0]!).getByText('P&L %')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('button', { name: 'Sell INFY' })).toBeInTheDocument();
  });

  it('sorts the cards by the chosen column and flips the direction', () => {
    renderAt(351);
    const first = () => screen.getAllByRole('listitem')[0]!.textContent;
    fireEvent.click(screen.getByRole('button', { name: 'Sorted descending' }));
    expect(first()).toMatch(/^TCS/);
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort open positions by' }), { target: { value: 'name' } });
    expect(first()).toMatch(/^TCS/);
  });

  it('keeps the table where there is room, and before it is laid out', () => {
    renderAt(600);
    expect(screen.getByRole('table')).toBeInTheDocument();
    cleanup();
    renderAt(0);
    expect(screen.getByRole('table')).toBeInTheDocument();
  });
});
