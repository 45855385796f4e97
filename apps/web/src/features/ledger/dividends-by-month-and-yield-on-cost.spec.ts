import type { DividendEntry } from '@app/contracts/ledger/types';
import { describe, expect, it } from 'vitest';
import { barHeights, byMonth, byStock, splitDividends, yieldText } from './dividendRules';

const d = (o: Partial<DividendEntry>): DividendEntry => ({
  id: o.ex_date ?? 'x',
  isin: 'INE002A01018',
  symbol: 'RELIANCE',
  ex_date: '2025-08-14',
  record_date: '2025-08-14',
  quantity: '10',
  per_share: '5.5',
  amount: '55.00',
  source: 'import',
  status: 'received',
  ...o,
});

const entries = [
  d({ id: 'a', ex_date: '2025-08-14', amount: '0.10' }),
  d({ id: 'b', ex_date: '2025-08-20', amount: '0.20', isin: 'INE467B01029', symbol: 'TCS' }),
  d({ id: 'c', ex_date: '2024-11-30', amount: '100' }),
  d({ id: 'd', ex_date: '2026-12-05', amount: '40', status: 'upcoming' }),
  d({ id: 'e', ex_date: '2026-12-01', amount: '20', status: 'upcoming' }),
];

describe('dividends', () => {
  it('splits received (newest first) from upcoming (soonest first)', () => {
    const { received, upcoming } = splitDividends(entries);
    expect(received.map((e) => e.id)).toEqual(['b', 'a', 'c']);
    expect(upcoming.map((e) => e.id)).toEqual(['e', 'd']);
  });

  it('totals the last twelve months exactly, empty months included', () => {
    const bars = byMonth(splitDividends(entries).received, '2025-10-15');
    expect(bars).toHaveLength(12);
    expect(bars[0]).toEqual({ key: '2024-11', label: 'Nov 24', total: '100.0000' });
    expect(bars.find((b) => b.key === '2025-08')!.total).toBe('0.3000');
    expect(bars[11]!.key).toBe('2025-10');
    expect(bars.filter((b) => b.total === '0.0000')).toHaveLength(10);
  });

  it('totals by stock, largest first, and scales bars to the largest', () => {
    const bars = byStock(splitDividends(entries).received);
    expect(bars.map((b) => `${b.label} ${b.total}`)).toEqual(['RELIANCE 100.1000', 'TCS 0.2000']);
    expect(barHeights(bars)).toEqual([1, 0.2 / 100.1]);
    expect(barHeights([])).toEqual([]);
  });

  it('shows yield on cost with two places, a dash when the cost is unknown', () => {
    const y = { isin: 'I', symbol: 'S', received_12m: '110', invested: '3214.75' };
    expect(yieldText({ ...y, yield_percent: '3.421727' })).toBe('3.42%');
    expect(yieldText({ ...y, yield_percent: '0.005' })).toBe('0.01%');
    expect(yieldText({ ...y, yield_percent: null })).toBe('—');
  });
});
