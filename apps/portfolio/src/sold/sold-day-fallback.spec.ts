import { describe, expect, it } from '@jest/globals';
import type { SoldPosition } from '@app/contracts';
import { soldMonthGroups } from './sold-month-groups.js';

describe('a sale without a sale date', () => {
  it('is grouped by the day it was recorded', () => {
    const recorded = {
      id: 'x',
      soldAt: '',
      createdAt: '2026-10-31T18:00:00.000Z',
      realizedProfitLoss: -12.5,
    } as SoldPosition;
    expect(soldMonthGroups([recorded])).toEqual([
      {
        monthYear: '2026-10',
        monthDisplay: 'October 2026',
        totalProfitLoss: -12.5,
        totalPositions: 1,
        dateGroups: [
          {
            date: '2026-10-31',
            dateDisplay: '31 October 2026',
            shortDate: '31 Oct',
            positions: [recorded],
            totalProfitLoss: -12.5,
            totalPositions: 1,
          },
        ],
      },
    ]);
  });
});
