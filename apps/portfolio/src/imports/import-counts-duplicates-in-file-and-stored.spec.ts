import { describe, expect, it } from '@jest/globals';
import type { ImportProblem, LedgerTrade } from '@app/contracts';
import { splitDuplicates, summariseProblems } from './import-counts.js';
import { MAX_STORED_PROBLEMS } from './import-record.js';

const trade = (trade_id: string | null): LedgerTrade => ({
  trade_id,
  order_id: null,
  isin: 'INE002A01018',
  symbol: 'RELIANCE',
  exchange: 'NSE',
  segment: 'EQ',
  trade_date: '2024-04-01',
  executed_at: null,
  side: 'buy',
  quantity: '1',
  price: '100',
  expiry: null,
  charges: null,
  source: 'console-tradebook',
});

describe('duplicates in a file and already stored', () => {
  it('skips stored ids and repeats inside the file, keeps trades without an id', () => {
    const { fresh, duplicates } = splitDuplicates(
      [trade('1'), trade('2'), trade('2'), trade(null), trade(null), trade('3')],
      new Set(['1']),
    );
    expect(fresh.map((t) => t.trade_id)).toEqual(['2', null, null, '3']);
    expect(duplicates).toBe(2);
  });

  it('counts invalid lines once and caps the stored problems in line order', () => {
    const p = (line: number): ImportProblem => ({ line, column: 'price', field: 'price', message: 'bad' });
    const many = Array.from({ length: MAX_STORED_PROBLEMS + 10 }, (_, i) => p(MAX_STORED_PROBLEMS + 10 - i));
    const s = summariseProblems([...many, p(1)]);
    expect(s.total).toBe(MAX_STORED_PROBLEMS + 11);
    expect(s.invalid).toBe(MAX_STORED_PROBLEMS + 10);
    expect(s.stored).toHaveLength(MAX_STORED_PROBLEMS);
    expect(s.stored[0].line).toBe(1);
    expect(s.stored[1].line).toBe(1);
  });
});
