import { describe, expect, it } from 'vitest';
import type { WatchlistEntry } from '@app/contracts/alerts/subjects';
import { deriveWatchlistRow } from './watchlistMath';
import { isWatchlistSortColumn, sortWatchlist, WATCHLIST_DEFAULT_SORT } from './watchlistSort';

const row = (symbol: string, target: number, live: number | null, change: number | null) =>
  deriveWatchlistRow({
    id: symbol,
    instrument_token: symbol.length,
    tradingsymbol: symbol,
    name: symbol,
    exchange: 'NSE',
    target_price: target,
    created_at: '',
    updated_at: '',
    current_price: live,
    has_live_price: live !== null,
    change_percent: change,
  } satisfies WatchlistEntry);

const rows = [
  row('TCS', 3080, 3150, 0.4),
  row('INFY', 1520, 1500, -1.2),
  row('ITC', 400, null, null),
  row('RELIANCE', 1480, 1628, 2.5),
];
const symbols = (list: { tradingsymbol: string }[]) => list.map((r) => r.tradingsymbol);

describe('watchlist sort keys', () => {
  it('defaults to distance ascending: reached targets first, unpriced last', () => {
    expect(WATCHLIST_DEFAULT_SORT).toEqual({ column: 'difference', direction: 'asc' });
    expect(symbols(sortWatchlist(rows, WATCHLIST_DEFAULT_SORT))).toEqual(['INFY', 'TCS', 'RELIANCE', 'ITC']);
  });

  it('sorts the live price column by change percent', () => {
    expect(symbols(sortWatchlist(rows, { column: 'livePrice', direction: 'desc' }))).toEqual([
      'RELIANCE',
      'TCS',
      'INFY',
      'ITC',
    ]);
  });

  it('sorts by symbol and by target price', () => {
    expect(symbols(sortWatchlist(rows, { column: 'instrument', direction: 'asc' }))).toEqual([
      'INFY',
      'ITC',
      'RELIANCE',
      'TCS',
    ]);
    expect(symbols(sortWatchlist(rows, { column: 'targetPrice', direction: 'desc' }))).toEqual([
      'TCS',
      'INFY',
      'RELIANCE',
      'ITC',
    ]);
  });

  it('knows which columns sort', () => {
    expect(isWatchlistSortColumn('difference')).toBe(true);
    expect(isWatchlistSortColumn('actions')).toBe(false);
  });
});
