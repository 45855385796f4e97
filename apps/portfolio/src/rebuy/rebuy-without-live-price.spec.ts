import { describe, expect, it } from '@jest/globals';
import { groupRebuyEntries, rebuyStats } from './rebuy-grouping.js';

const wipro = {
  id: 'w1',
  instrumentToken: 969473,
  tradingSymbol: 'WIPRO',
  name: 'WIPRO',
  exchange: 'NSE',
  buyPrice: 268.45,
  sellPrice: 251.9,
  quantity: 200,
  originalPositionId: null,
  buyDate: null,
  sellDate: '2026-11-21T10:00:00.000Z',
  createdAt: '2026-11-21T10:00:00.000Z',
};

describe('re-buy entries without a live price', () => {
  const groups = groupRebuyEntries([wipro], new Map());

  it('show no price and no gain', () => {
    expect(groups[0]).toMatchObject({ livePrice: null, hasLivePrice: false, changePercent: null });
    expect(groups[0].entries[0]).toMatchObject({
      livePrice: null,
      hasLivePrice: false,
      changePercent: null,
      currentGainLoss: null,
      currentGainLossPercent: null,
    });
  });

  it('count as entries but neither as opportunities nor in the total gain', () => {
    expect(rebuyStats(groups)).toEqual({ totalGroups: 1, totalEntries: 1, opportunities: 0, totalCurrentGainLoss: 0 });
  });
});
