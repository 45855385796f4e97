import { describe, expect, it } from '@jest/globals';
import type { SoldPosition } from '@app/contracts';
import { soldMonthGroups } from './sold-month-groups.js';

const sale = (id: string, soldAt: string) =>
  ({ id, soldAt, createdAt: soldAt, realizedProfitLoss: 10 }) as SoldPosition;

describe('a sale made after 18:30 UTC', () => {
  it('is grouped under the IST day it was made, 12 Nov for 11 Nov 23:46 UTC (12 Nov, 5:16 am IST)', () => {
    const [month] = soldMonthGroups([
      sale('late', '2026-11-11T23:46:00.000Z'),
      sale('early', '2026-11-11T09:00:00.000Z'),
    ]);
    expect(month!.dateGroups.map((d) => [d.date, d.dateDisplay, d.positions.map((p) => p.id)])).toEqual([
      ['2026-11-12', '12 November 2026', ['late']],
      ['2026-11-11', '11 November 2026', ['early']],
    ]);
  });

  it('on the last evening of a month belongs to the next IST month', () => {
    const groups = soldMonthGroups([sale('new-year', '2026-12-31T19:00:00.000Z')]);
    expect(groups.map((g) => [g.monthYear, g.monthDisplay, g.dateGroups[0]!.date])).toEqual([
      ['2027-01', 'January 2027', '2027-01-01'],
    ]);
  });
});
