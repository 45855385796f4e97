import { describe, expect, it } from '@jest/globals';
import type { Instrument } from '@app/contracts';
import { searchInstruments } from './security-search.js';

function inst(
  tradingsymbol: string,
  name: string,
  exchange = 'NSE',
  token = tradingsymbol.length * 1000 + exchange.length,
): Instrument {
  return {
    instrument_token: token,
    exchange_token: token >> 8,
    tradingsymbol,
    name,
    last_price: 100,
    expiry: null,
    strike: 0,
    tick_size: 0.05,
    lot_size: 1,
    instrument_type: 'EQ',
    segment: exchange,
    exchange,
    isin: null,
  };
}

const MASTER = [
  inst('INDUSINDBK', 'INDUSIND BANK', 'NSE', 1),
  inst('RELIANCE', 'RELIANCE INDUSTRIES', 'BSE', 2),
  inst('RELINFRA', 'RELIANCE INFRASTRUCTURE', 'NSE', 3),
  inst('RELIANCE', 'RELIANCE INDUSTRIES', 'NSE', 4),
  inst('INFY', 'INFOSYS', 'NSE', 5),
  inst('TATAMOTORS', 'TATA MOTORS', 'NSE', 6),
  inst('NIFTY 50', 'NIFTY 50', 'NSE', 7),
  inst('BHARTIARTL', 'BHARTI AIRTEL', 'NSE', 8),
];

const symbols = (hits: Instrument[]) => hits.map((h) => `${h.exchange}:${h.tradingsymbol}`);

describe('searchInstruments', () => {
  it('puts the exact symbol first, NSE before BSE, then prefix matches', () => {
    // RELINFRA comes last: its name starts with the query, its symbol does not.
    expect(symbols(searchInstruments(MASTER, 'reliance', 5))).toEqual(['NSE:RELIANCE', 'BSE:RELIANCE', 'NSE:RELINFRA']);
    // All three symbols start with REL: NSE listings first, then alphabetical.
    expect(symbols(searchInstruments(MASTER, 'rel', 5))).toEqual(['NSE:RELIANCE', 'NSE:RELINFRA', 'BSE:RELIANCE']);
  });

  it('ranks a symbol prefix above a name prefix above substrings', () => {
    // Symbol prefixes (shorter first), then RELINFRA by symbol substring, then RELIANCE by its name.
    expect(symbols(searchInstruments(MASTER, 'in', 10))).toEqual([
      'NSE:INFY',
      'NSE:INDUSINDBK',
      'NSE:RELINFRA',
      'NSE:RELIANCE',
      'BSE:RELIANCE',
    ]);
    expect(symbols(searchInstruments(MASTER, 'motors', 5))).toEqual(['NSE:TATAMOTORS']);
    expect(symbols(searchInstruments(MASTER, 'airtel', 5))).toEqual(['NSE:BHARTIARTL']);
  });

  it('matches names case-insensitively, including names with spaces', () => {
    expect(symbols(searchInstruments(MASTER, 'Tata Mot', 5))).toEqual(['NSE:TATAMOTORS']);
    expect(symbols(searchInstruments(MASTER, 'nifty 5', 5))).toEqual(['NSE:NIFTY 50']);
  });

  it('honours the limit and answers nothing for a blank or unmatched query', () => {
    expect(searchInstruments(MASTER, 'rel', 1)).toHaveLength(1);
    expect(searchInstruments(MASTER, '   ', 5)).toEqual([]);
    expect(searchInstruments(MASTER, 'zzz', 5)).toEqual([]);
  });
});
