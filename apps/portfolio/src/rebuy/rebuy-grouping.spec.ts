import { describe, expect, it } from '@jest/globals';
import type { Tick } from '@app/contracts';
import type { RebuyRecord } from './rebuy-entry.js';
import { groupRebuyEntries } from './rebuy-grouping.js';

const entry = (
  id: string,
  instrumentToken: number,
  tradingSymbol: string,
  buyPrice: number,
  sellPrice: number,
  quantity: number,
): RebuyRecord => ({
  id,
  instrumentToken,
  tradingSymbol,
  name: tradingSymbol,
  exchange: 'NSE',
  buyPrice,
  sellPrice,
  quantity,
  originalPositionId: null,
  buyDate: null,
  sellDate: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
});
const tick = (instrument_token: number, last_price: number, change_percent: number): Tick => ({
  instrument_token,
  last_price,
  ohlc: { open: last_price, high: last_price, low: last_price, close: last_price },
  change: 0,
  change_percent,
  volume: 0,
  timestamp: '2026-11-24T05:00:00.000Z',
});

// Most recent sale first, as the entries are listed: RELIANCE twice, INFY once between them.
const entries = [
  entry('r1', 738561, 'RELIANCE', 1400, 1500, 4),
  entry('i1', 408065, 'INFY', 1500, 1600, 10),
  entry('r2', 738561, 'RELIANCE', 1400, 1450, 6),
];
const prices = new Map([
  [738561, tick(738561, 1450, -1.2)],
  [408065, tick(408065, 1650, 0.5)],
]);
const groups = groupRebuyEntries(entries, prices);

describe('re-buy grouping', () => {
  it('groups sold entries per instrument, in the order each instrument first appears', () => {
    expect(groups.map((g) => [g.tradingSymbol, g.entries.map((e) => e.id)])).toEqual([
      ['RELIANCE', ['r1', 'r2']],
      ['INFY', ['i1']],
    ]);
  });

  it('gives each group and entry the live price of its instrument', () => {
    expect(groups[0]).toMatchObject({
      instrumentToken: 738561,
      livePrice: 1450,
      hasLivePrice: true,
      changePercent: -1.2,
    });
    expect(groups[1].entries[0]).toMatchObject({ livePrice: 1650, hasLivePrice: true, changePercent: 0.5 });
  });

  it('weighs buying back now: (sell - live) x quantity, percent of the sell price', () => {
    // r1: (1500 - 1450) x 4 = 200, 50 / 1500 = 3.33%; r2: (1450 - 1450) x 6 = 0; i1: (1600 - 1650) x 10 = -500, -3.125%
    const [r1, r2] = groups[0].entries;
    expect(r1.currentGainLoss).toBe(200);
    expect(r1.currentGainLossPercent).toBeCloseTo(10 / 3, 12);
    expect([r2.currentGainLoss, r2.currentGainLossPercent]).toEqual([0, 0]);
    expect([groups[1].entries[0].currentGainLoss, groups[1].entries[0].currentGainLossPercent]).toEqual([-500, -3.125]);
  });

  it('keeps what was sold as it was', () => {
    expect(groups[0].entries[0]).toMatchObject({ buyPrice: 1400, sellPrice: 1500, quantity: 4 });
  });

  it('has no groups without entries', () => {
    expect(groupRebuyEntries([], prices)).toEqual([]);
  });
});
