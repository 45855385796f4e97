import { describe, expect, it } from '@jest/globals';
import type { SoldPosition } from '@app/contracts';
import { soldMonthGroups } from './sold-month-groups.js';

const sale = (id: string, soldAt: string, realizedProfitLoss: number) =>
  ({ id, soldAt, createdAt: soldAt, realizedProfitLoss }) as SoldPosition;

// Two sales on 20 November, one on 3 November, one on 31 October (IST days; times in UTC).
const nov20a = sale('a', '2026-11-20T10:00:00.000Z', 388.5);
const nov20b = sale('b', '2026-11-20T04:00:00.000Z', 129.25);
const nov3 = sale('c', '2026-11-03T09:00:00.000Z', -158.25);
const oct31 = sale('d', '2026-10-31T18:00:00.000Z', 971);

describe('sold positions grouped by month, then day', () => {
  const groups = soldMonthGroups([oct31, nov20b, nov3, nov20a]);

  it('puts the newest month first, whatever the order of the sales', () => {
    expect(groups.map((g) => [g.monthYear, g.monthDisplay, g.totalPositions])).toEqual([
      ['2026-11', 'November 2026', 3],
      ['2026-10', 'October 2026', 1],
    ]);
  });

  it("totals a month's realised P&L from its days", () => {
    // 20 Nov: 388.5 + 129.25 = 517.75; 3 Nov: -158.25; November: 517.75 - 158.25 = 359.5
    expect(groups.map((g) => g.totalProfitLoss)).toEqual([359.5, 971]);
  });

  it('splits a month into days, newest first, with long and short dates', () => {
    expect(
      groups[0].dateGroups.map((d) => [d.date, d.dateDisplay, d.shortDate, d.totalPositions, d.totalProfitLoss]),
    ).toEqual([
      ['2026-11-20', '20 November 2026', '20 Nov', 2, 517.75],
      ['2026-11-03', '3 November 2026', '3 Nov', 1, -158.25],
    ]);
    expect(groups[0].dateGroups[0].positions.map((p) => p.id).sort()).toEqual(['a', 'b']);
  });

  it('has no groups without sales', () => {
    expect(soldMonthGroups([])).toEqual([]);
  });
});
