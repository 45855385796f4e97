import { describe, expect, it } from '@jest/globals';
import { twrOf, unitisedNav } from './unitised-nav.js';

describe('unitised NAV', () => {
  it('buys units at the previous day’s NAV and redeems outflows at the day’s own', () => {
    const nav = unitisedNav([
      // Day 1: 10,000 in at 1,000 → 10 units; closes worth 11,000 → NAV 1,100.
      { value: 11000, inflow: 10000, outflow: 0 },
      // Day 2: 5,500 in at yesterday's 1,100 → 5 more units (15); worth 18,000 → NAV 1,200.
      { value: 18000, inflow: 5500, outflow: 0 },
      // Day 3: 3,000 of sales taken out; 15,000 left: NAV (15,000 + 3,000) / 15 = 1,200; 2.5 units redeemed.
      { value: 15000, inflow: 0, outflow: 3000 },
      // Day 4: 12.5 units worth 12,500 → NAV 1,000.
      { value: 12500, inflow: 0, outflow: 0 },
    ]);
    expect(nav.map((n) => Number(n.toFixed(6)))).toEqual([1100, 1200, 1200, 1000]);
    expect(twrOf(nav)).toBeCloseTo(0, 12);
  });

  it('stays flat while nothing is held, and the next inflow buys at that NAV', () => {
    const nav = unitisedNav([
      // 1,000 in → 1 unit; worth 1,500 → NAV 1,500.
      { value: 1500, inflow: 1000, outflow: 0 },
      // All sold for 1,800: NAV 1,800, every unit redeemed.
      { value: 0, inflow: 0, outflow: 1800 },
      { value: 0, inflow: 0, outflow: 0 },
      // 3,600 in at 1,800 → 2 units; worth 3,240 → NAV 1,620.
      { value: 3240, inflow: 3600, outflow: 0 },
    ]);
    expect(nav).toEqual([1500, 1800, 1800, 1620]);
    // 1,620 / 1,000 − 1 = 0.62
    expect(twrOf(nav)).toBeCloseTo(0.62, 12);
  });
});
