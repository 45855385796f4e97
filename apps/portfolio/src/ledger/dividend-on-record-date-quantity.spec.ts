import { describe, expect, it } from '@jest/globals';
import type { DividendEntry, LedgerHolding } from '@app/contracts';
import { dividendsReply, entitledQuantity, yearBefore } from './dividend-rules.js';
import { lotAction, trade } from './test-trades.js';

const ISIN = 'INE009A01021';

describe('a dividend with ex-date and record date 19 July 2024 (T+1: the same day)', () => {
  it('is earned by the shares held at the end of the day before: a buy on the ex-date does not earn it, a sale that day does not lose it', () => {
    const input = {
      trades: [
        trade('buy', '2024-06-01', '10', '1500'),
        trade('buy', '2024-07-19', '5', '1600'),
        trade('sell', '2024-07-19', '3', '1610'),
      ],
      openings: [],
      actions: [],
    };
    expect(entitledQuantity(input, ISIN, '2024-07-19').toFixed()).toBe('10');
  });

  it('is not earned by shares sold before the ex-date', () => {
    const input = {
      trades: [trade('buy', '2024-06-01', '10', '1500'), trade('sell', '2024-07-18', '10', '1600')],
      openings: [],
      actions: [],
    };
    expect(entitledQuantity(input, ISIN, '2024-07-19').toFixed()).toBe('0');
  });

  it('counts the shares a split before the ex-date made', () => {
    const input = {
      trades: [trade('buy', '2024-06-01', '10', '1500')],
      openings: [],
      actions: [lotAction('split', '2024-07-01', 2, 1), lotAction('split', '2024-07-19', 5, 1)],
    };
    // The 1 July split (10 → 20) is in effect; the one on the ex-date itself is not.
    expect(entitledQuantity(input, ISIN, '2024-07-19').toFixed()).toBe('20');
  });
});

describe('the dividends view', () => {
  const entry = (over: Partial<DividendEntry>): DividendEntry => ({
    id: 'd',
    isin: ISIN,
    symbol: 'INFY',
    ex_date: '2026-05-30',
    record_date: null,
    quantity: '10',
    per_share: '20',
    amount: '200',
    source: 'corporate-action',
    status: 'received',
    ...over,
  });
  const holding = { isin: ISIN, symbol: 'INFY', invested: '15000.00' } as LedgerHolding;

  it('sums the last twelve months received over the invested cost; upcoming and older ones stay out', () => {
    const reply = dividendsReply(
      [
        entry({ id: 'a', ex_date: '2026-05-30', amount: '200' }),
        entry({ id: 'b', ex_date: '2025-11-25', amount: '110' }),
        entry({ id: 'c', ex_date: '2025-11-24', amount: '999' }), // a year ago to the day: outside
        entry({ id: 'd', ex_date: '2026-12-01', amount: '250', status: 'upcoming' }),
      ],
      [holding],
      '2026-11-24',
    );
    // (200 + 110) / 15,000 × 100 = 2.0666… → 2.07 %; received in all: 200 + 110 + 999 = 1,309.
    expect(reply.yield_on_cost).toEqual([
      { isin: ISIN, symbol: 'INFY', received_12m: '310.00', invested: '15000.00', yield_percent: '2.07' },
    ]);
    expect(reply.total_received).toBe('1309.00');
    expect(reply.dividends.map((d) => d.id)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('counts a year back from 29 February as from 28 February', () => {
    expect(yearBefore('2024-02-29')).toBe('2023-02-28');
    expect(yearBefore('2026-11-24')).toBe('2025-11-24');
  });
});
