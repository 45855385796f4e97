import { describe, expect, it } from '@jest/globals';
import type { Instrument } from '@app/contracts';
import { instrumentOf } from '../testing/market-fixtures.js';
import { SearchIndex } from './search-index.js';
import { searchInstruments } from './security-search.js';

const EXCHANGES = ['NSE', 'BSE', 'NFO', 'MCX', 'XYZ'];
const WORDS = ['RELIANCE', 'INDUS', 'TATA', 'MOTORS', 'BANK', 'NIFTY', 'INFRA', 'M&M', 'IN', 'A', 'AIRTEL', '50'];

/** A reproducible master with many ties: shared symbols across exchanges, prefixes of one another, repeats. */
function master(n: number): Instrument[] {
  // MINSTD: exact in doubles, so the same master on every run.
  let seed = 42;
  const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)];
  const rows: Instrument[] = [];
  const seen = new Set<string>();
  for (let k = 0; rows.length < n; k++) {
    const symbol = `${pick(WORDS)}${next() < 0.5 ? pick(WORDS) : ''}${next() < 0.3 ? Math.floor(next() * 30) : ''}`;
    const exchange = pick(EXCHANGES);
    if (seen.has(`${exchange}:${symbol}`)) continue;
    seen.add(`${exchange}:${symbol}`);
    const name = `${pick(WORDS)} ${pick(WORDS)}${next() < 0.5 ? ` ${pick(WORDS)}` : ''}`.toLowerCase();
    rows.push(instrumentOf({ instrument_token: k + 1, tradingsymbol: symbol, name, exchange, segment: exchange }));
  }
  return rows;
}

const key = (rows: Instrument[]) => rows.map((r) => `${r.exchange}:${r.tradingsymbol}`);

describe('the search index', () => {
  const rows = master(3_000);
  const index = new SearchIndex(rows);

  it('answers exactly what the scan answers, for prefixes, substrings, names and misses, at every limit', () => {
    const queries = [
      'rel',
      'RELIANCE',
      'in',
      'i',
      'a',
      'tata mo',
      'bank',
      'ank',
      'nk',
      'fty5',
      'm&m',
      '50',
      ' ind ',
      'zz',
      'q',
      'airtel',
    ];
    for (const q of queries) {
      for (const limit of [1, 5, 50])
        expect([q, limit, key(index.search(q, limit))]).toEqual([q, limit, key(searchInstruments(rows, q, limit))]);
    }
  });

  it('answers nothing for a blank query or a limit below one', () => {
    expect(index.search('   ', 5)).toEqual([]);
    expect(index.search('rel', 0)).toEqual([]);
  });

  it('keeps the ranking specs: exact symbol, NSE before BSE, symbol prefix above name prefix above substring', () => {
    const small = new SearchIndex([
      instrumentOf({ instrument_token: 1, tradingsymbol: 'INDUSINDBK', name: 'INDUSIND BANK' }),
      instrumentOf({ instrument_token: 2, tradingsymbol: 'RELIANCE', name: 'RELIANCE INDUSTRIES', exchange: 'BSE' }),
      instrumentOf({ instrument_token: 3, tradingsymbol: 'RELINFRA', name: 'RELIANCE INFRASTRUCTURE' }),
      instrumentOf({ instrument_token: 4, tradingsymbol: 'RELIANCE', name: 'RELIANCE INDUSTRIES' }),
      instrumentOf({ instrument_token: 5, tradingsymbol: 'INFY', name: 'INFOSYS' }),
    ]);
    expect(key(small.search('reliance', 5))).toEqual(['NSE:RELIANCE', 'BSE:RELIANCE', 'NSE:RELINFRA']);
    expect(key(small.search('in', 10))).toEqual([
      'NSE:INFY',
      'NSE:INDUSINDBK',
      'NSE:RELINFRA',
      'NSE:RELIANCE',
      'BSE:RELIANCE',
    ]);
  });
});
