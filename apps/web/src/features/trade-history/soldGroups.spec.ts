import type { SoldMonthGroup } from '@app/contracts/portfolio/rpc';
import { describe, expect, it } from 'vitest';
import { sold } from './fixtures';
import { orderGroups, pruneSelection, soldTotals, toggleAll, toggleOne, typeLabel } from './soldGroups';

const day = (date: string | null) => ({
  date,
  dateDisplay: date ?? 'Unknown date',
  shortDate: '',
  positions: [],
  totalProfitLoss: 0,
  totalPositions: 0,
});
const month = (monthYear: string, dates: (string | null)[]): SoldMonthGroup => ({
  monthYear,
  monthDisplay: monthYear,
  totalProfitLoss: 0,
  totalPositions: 0,
  dateGroups: dates.map(day),
});

describe('orderGroups', () => {
  it('puts months and days newest first and unknown dates last', () => {
    const out = orderGroups([month('2026-10', ['2026-10-01', null, '2026-10-31']), month('2026-11', ['2026-11-02'])]);
    expect(out.map((m) => m.monthYear)).toEqual(['2026-11', '2026-10']);
    expect(out[1]!.dateGroups.map((d) => d.date)).toEqual(['2026-10-31', '2026-10-01', null]);
  });
});

describe('soldTotals', () => {
  it('adds net P&L and commission and counts winners', () => {
    const t = soldTotals([sold(), sold({ id: 's2', realizedProfitLoss: 1200.5, commission: 20.1 })]);
    expect(t).toEqual({ realized: -2213.57, commission: 124.17, count: 2, profitable: 1 });
  });
});

describe('typeLabel', () => {
  it('names the side Long or Short', () => {
    expect(typeLabel('BUY')).toBe('Buy/Long');
    expect(typeLabel('SELL')).toBe('Sell/Short');
  });
});

describe('selection', () => {
  it('toggles all of a group, then clears them', () => {
    const some = toggleAll(new Set(['x']), ['a', 'b']);
    expect([...some].sort()).toEqual(['a', 'b', 'x']);
    expect([...toggleAll(some, ['a', 'b'])]).toEqual(['x']);
    expect(toggleAll(new Set(), []).size).toBe(0);
  });

  it('toggles one id and prunes ids that left the list', () => {
    expect([...toggleOne(new Set(['a']), 'b')].sort()).toEqual(['a', 'b']);
    expect([...toggleOne(new Set(['a']), 'a')]).toEqual([]);
    expect([...pruneSelection(new Set(['a', 'gone']), [{ id: 'a' }])]).toEqual(['a']);
  });
});
