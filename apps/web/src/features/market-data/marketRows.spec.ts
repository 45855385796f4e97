import { describe, expect, it } from 'vitest';
import type { MarketQuote } from '@app/contracts/market/messages';
import { ALL_EXCHANGES, breadthOf, exchangesOf, filterQuotes, rankMovers, roundShown, sortQuotes } from './marketRows';

const quote = (
  tradingsymbol: string,
  name: string,
  exchange: string,
  last_price: number,
  change_percent: number,
  volume = 0,
): MarketQuote => ({
  instrument_token: tradingsymbol.length * 1000 + last_price,
  tradingsymbol,
  name,
  exchange,
  instrument_type: 'EQ',
  last_price,
  change: (last_price * change_percent) / 100,
  change_percent,
  volume,
  ohlc: { open: last_price, high: last_price, low: last_price, close: last_price },
  timestamp: '2026-01-05T10:00:00+05:30',
});

const rows = [
  quote('RELIANCE', 'Reliance Industries', 'NSE', 1400, 1.2, 500),
  quote('TCS', 'Tata Consultancy', 'BSE', 3900, -0.8, 100),
  quote('GOLD26JANFUT', 'GOLD', 'MCX', 78000, 0, 50),
  quote('INFY', 'Infosys', 'NSE', 1600, 2.5, 900),
];

describe('market rows', () => {
  it('searches symbol or name in any case, within one exchange or all', () => {
    expect(filterQuotes(rows, 'tata', ALL_EXCHANGES).map((r) => r.tradingsymbol)).toEqual(['TCS']);
    expect(filterQuotes(rows, 'ReL', ALL_EXCHANGES).map((r) => r.tradingsymbol)).toEqual(['RELIANCE']);
    expect(filterQuotes(rows, '', 'NSE').map((r) => r.tradingsymbol)).toEqual(['RELIANCE', 'INFY']);
    expect(filterQuotes(rows, 'tcs', 'NSE')).toEqual([]);
  });

  it('sorts by number or by symbol, both directions', () => {
    expect(sortQuotes(rows, { column: 'change_percent', direction: 'desc' }).map((r) => r.tradingsymbol)).toEqual([
      'INFY',
      'RELIANCE',
      'GOLD26JANFUT',
      'TCS',
    ]);
    expect(sortQuotes(rows, { column: 'volume', direction: 'asc' }).map((r) => r.tradingsymbol)).toEqual([
      'GOLD26JANFUT',
      'TCS',
      'RELIANCE',
      'INFY',
    ]);
    expect(sortQuotes(rows, { column: 'tradingsymbol', direction: 'asc' }).map((r) => r.tradingsymbol)).toEqual([
      'GOLD26JANFUT',
      'INFY',
      'RELIANCE',
      'TCS',
    ]);
  });

  it('lists exchanges cash markets first and counts the breadth', () => {
    expect(exchangesOf(rows)).toEqual(['NSE', 'BSE', 'MCX']);
    expect(breadthOf(rows)).toEqual({ advancing: 2, declining: 1, unchanged: 1 });
  });

  it('re-ranks movers by their live change and rounds percents as shown', () => {
    expect(rankMovers(rows, 'up').map((r) => r.tradingsymbol)).toEqual(['INFY', 'RELIANCE', 'GOLD26JANFUT', 'TCS']);
    expect(rankMovers(rows, 'down')[0]!.tradingsymbol).toBe('TCS');
    expect(roundShown(0.004)).toBe(0);
    expect(roundShown(-1.236)).toBe(-1.24);
    expect(roundShown(undefined)).toBeNull();
  });
});
