import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLUMN_SETS } from '@app/contracts/settings/constants';
import { deriveWatchlistRow } from './watchlistMath';
import { WATCHLIST_DEFAULT_SORT } from './watchlistSort';
import { WatchlistTable } from './WatchlistTable';

// The user's formatting rules come from the settings bundle; none here.
vi.mock('../user-settings/useTableFormatting', () => ({ useTableFormatting: () => () => undefined }));

afterEach(cleanup);

const entry = (id: string, symbol: string, target: number, live: number) =>
  deriveWatchlistRow({
    id,
    instrument_token: id.length,
    tradingsymbol: symbol,
    name: `${symbol} LTD`,
    exchange: 'NSE',
    target_price: target,
    created_at: '',
    updated_at: '',
    current_price: live,
    has_live_price: true,
    change_percent: 1,
  });

const rows = [entry('a', 'TCS', 3080, 3200), entry('bb', 'RELIANCE', 1480, 1470)];

describe('<WatchlistTable>', () => {
  it('puts reached targets first, tinted, with the reached icon', () => {
    render(
      <WatchlistTable
        rows={rows}
        columns={COLUMN_SETS.watchlist.defaults}
        sort={WATCHLIST_DEFAULT_SORT}
        onSort={vi.fn()}
      />,
    );
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first!).getByText('RELIANCE')).toBeInTheDocument();
    expect(first!.className).toContain('wl-row--reached');
    expect(within(first!).getByRole('img', { name: 'Target reached' })).toBeInTheDocument();
    expect(within(first!).getByText('₹10.00 below')).toBeInTheDocument();
    expect(second!.className).not.toContain('wl-row--reached');
    expect(within(second!).getByText('₹120.00 above')).toBeInTheDocument();
  });

  it('shows only the chosen columns, in order, and reports sort clicks by column', () => {
    const onSort = vi.fn();
    render(
      <WatchlistTable
        rows={rows}
        columns={['targetPrice', 'instrument']}
        sort={WATCHLIST_DEFAULT_SORT}
        onSort={onSort}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Target Price', 'Instrument']);
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Target Price' }));
    expect(onSort).toHaveBeenCalledWith('targetPrice');
  });

  it('offers edit and remove only when the caller handles them', () => {
    const onRemove = vi.fn();
    render(
      <WatchlistTable
        rows={rows}
        columns={COLUMN_SETS.watchlist.columns}
        sort={WATCHLIST_DEFAULT_SORT}
        onSort={vi.fn()}
        onRemove={onRemove}
      />,
    );
    expect(screen.queryByRole('button', { name: /Edit target/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove TCS from watchlist' }));
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ tradingsymbol: 'TCS' }));
  });

  it('shows the empty state: no entries, and a hint to add some', () => {
    render(
      <WatchlistTable
        rows={[]}
        columns={COLUMN_SETS.watchlist.defaults}
        sort={WATCHLIST_DEFAULT_SORT}
        onSort={vi.fn()}
      />,
    );
    expect(screen.getByText('No watchlist entries found')).toBeInTheDocument();
    expect(screen.getByText('Add instruments to your watchlist to track target prices')).toBeInTheDocument();
  });
});
