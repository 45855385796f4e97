import { describe, expect, it } from 'vitest';
import { deriveRebuyRow, originalGainLoss, withRebuyTick } from './rebuyMath';
import { group } from './rebuyFixtures';

describe('original P&L of an entry', () => {
  it('is (sell - buy) x quantity, exact in decimals', () => {
    expect(originalGainLoss(455.2, 432.1, 100)).toBe(-2310);
    expect(originalGainLoss(2950.05, 2950.35, 3)).toBe(0.9);
  });
});

describe('re-buy grouping and totals', () => {
  it('totals a group: quantity, weighted averages, original and current gain, value', () => {
    const row = deriveRebuyRow(group());
    expect(row.symbol).toBe('ITC');
    expect(row.totalQuantity).toBe(150);
    expect(row.avgBuyPrice).toBeCloseTo((455.2 * 100 + 400 * 50) / 150, 4);
    expect(row.avgSellPrice).toBeCloseTo((432.1 * 100 + 420 * 50) / 150, 4);
    expect(row.totalOriginalGainLoss).toBe(-2310 + 1000);
    // (432.1 - 405) x 100 + (420 - 405) x 50
    expect(row.totalCurrentGainLoss).toBe(2710 + 750);
    expect(row.totalCurrentGainLossPercent).toBeCloseTo((3460 / (43210 + 21000)) * 100, 6);
    expect(row.totalCurrentValue).toBe(405 * 150);
    expect(row.entries[0]).toMatchObject({ currentGainLoss: 2710, originalGainLoss: -2310, livePrice: 405 });
    expect(row.entries[0]!.currentGainLossPercent).toBeCloseTo((27.1 / 432.1) * 100, 6);
  });

  it('leaves current figures empty without a live price', () => {
    const row = deriveRebuyRow(group({ livePrice: null, hasLivePrice: false, changePercent: null }));
    expect(row.totalCurrentGainLoss).toBeNull();
    expect(row.totalCurrentValue).toBeNull();
    expect(row.entries.every((e) => e.currentGainLoss === null)).toBe(true);
    expect(row.totalOriginalGainLoss).toBe(-1310);
  });

  it('recomputes every entry and the totals on a tick: gain = (sell - live) x qty', () => {
    const row = withRebuyTick(deriveRebuyRow(group()), {
      instrument_token: 424961,
      last_price: 440,
      change_percent: 1.5,
      receivedAt: 1,
    });
    expect(row.livePrice).toBe(440);
    expect(row.changePercent).toBe(1.5);
    expect(row.entries.map((e) => e.currentGainLoss)).toEqual([-790, -1000]);
    expect(row.totalCurrentGainLoss).toBe(-1790);
    expect(row.totalCurrentValue).toBe(66000);
  });
});
