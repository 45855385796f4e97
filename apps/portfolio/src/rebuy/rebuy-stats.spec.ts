import { describe, expect, it } from '@jest/globals';
import type { RebuyEntry, RebuyGroup } from '@app/contracts';
import { rebuyStats } from './rebuy-grouping.js';

const entry = (id: string, currentGainLoss: number | null): RebuyEntry => ({
  id,
  buyPrice: 100,
  sellPrice: 110,
  quantity: 1,
  originalPositionId: null,
  buyDate: null,
  sellDate: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  livePrice: currentGainLoss === null ? null : 100,
  hasLivePrice: currentGainLoss !== null,
  changePercent: null,
  currentGainLoss,
  currentGainLossPercent: null,
});
const group = (instrumentToken: number, entries: RebuyEntry[]): RebuyGroup => ({
  instrumentToken,
  tradingSymbol: String(instrumentToken),
  name: String(instrumentToken),
  exchange: 'NSE',
  livePrice: null,
  hasLivePrice: false,
  changePercent: null,
  entries,
});

describe('re-buy stats', () => {
  it('counts groups, entries, opportunities (a gain above 0) and adds the priced gains', () => {
    // gains 200, 0 and -500, and one entry without a price: 1 opportunity, total 200 + 0 - 500 = -300
    const groups = [group(1, [entry('a', 200), entry('b', 0)]), group(2, [entry('c', -500), entry('d', null)])];
    expect(rebuyStats(groups)).toEqual({
      totalGroups: 2,
      totalEntries: 4,
      opportunities: 1,
      totalCurrentGainLoss: -300,
    });
  });

  it('is all zeros without entries', () => {
    expect(rebuyStats([])).toEqual({ totalGroups: 0, totalEntries: 0, opportunities: 0, totalCurrentGainLoss: 0 });
  });
});
