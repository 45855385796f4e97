import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SortState } from '../table/sort';
import { DataTable, type Column } from './DataTable';
import { CARDS_BELOW_PX } from './RowCards';

interface Row {
  id: string;
  symbol: string;
  target: number;
}

const rows: Row[] = [
  { id: 'a', symbol: 'TCS', target: 4100 },
  { id: 'b', symbol: 'ITC', target: 480 },
];

const columns: Column<Row>[] = [
  { id: 'instrument', header: 'Instrument', sortable: true, cell: (r) => r.symbol },
  { id: 'targetPrice', header: 'Target Price', sortable: true, align: 'right', cell: (r) => `₹${r.target}` },
  {
    id: 'actions',
    header: 'Actions',
    cell: (r) => (
      <button type="button" aria-label={`Remove ${r.symbol}`}>
        x
      </button>
    ),
  },
];

const renderAt = (width: number, props: { cardsBelow?: number; onSort?: (id: string) => void } = {}) => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width } as DOMRect);
  const sort: SortState = { column: 'targetPrice', direction: 'desc' };
  return render(
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(r) => r.id}
      caption="Watchlist"
      sort={sort}
      cardsBelow={CARDS_BELOW_PX}
      {...props}
    />,
  );
};

beforeEach(() => vi.restoreAllMocks());
afterEach(cleanup);

describe('a narrow table shows its rows as cards', () => {
  it('labels each value with its column header and keeps the actions as buttons', () => {
    renderAt(351);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Watchlist' })).getAllByRole('listitem');
    expect(cards.map((c) => c.textContent)).toEqual([expect.stringMatching(/^TCS/), expect.stringMatching(/^ITC/)]);
    expect(within(cards[0]!).getByText('Target Price').nextSibling?.textContent).toBe('₹4100');
    expect(within(cards[1]!).getByRole('button', { name: 'Remove ITC' })).toBeInTheDocument();
  });

  it('offers the sortable columns, by their header labels, to sort the cards', () => {
    const onSort = vi.fn();
    renderAt(351, { onSort });
    const by = screen.getByRole('combobox', { name: 'Sort watchlist by' });
    expect(
      within(by)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Instrument', 'Target Price']);
    fireEvent.change(by, { target: { value: 'instrument' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sorted descending' }));
    expect(onSort.mock.calls).toEqual([['instrument'], ['targetPrice']]);
  });

  it('stays a table where there is room, and where no card width is asked for', () => {
    renderAt(CARDS_BELOW_PX + 180);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Instrument',
      'Target Price',
      'Actions',
    ]);
    cleanup();
    renderAt(351, { cardsBelow: undefined });
    expect(screen.getByRole('table')).toBeInTheDocument();
  });
});
