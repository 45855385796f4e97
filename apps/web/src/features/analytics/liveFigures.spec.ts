import { describe, expect, it } from 'vitest';
import { applyLivePrice, percentBelowHigh, percentFromLowest } from './liveFigures';
import type { AnalyticsRow } from './readInstrument';

const row: AnalyticsRow = {
  instrument_token: 1,
  tradingsymbol: 'INFY',
  name: 'INFOSYS',
  exchange: 'NSE',
  livePrice: 1500,
  hasLivePrice: true,
  changePercent: 0.5,
  highestPrice: 2000,
  lowestPrice: 1000,
  lowestAfterHigh: 1250,
  percentFromLowest: 20,
  percentBelowHigh: 25,
  percentDropFromHighToLow: 37.5,
  highDate: null,
  historicalData: [],
};

describe('live analytics figures', () => {
  it('computes the distance from the low after the peak and below the peak', () => {
    expect(percentFromLowest(1500, 1250)).toBe(20);
    expect(percentBelowHigh(1500, 2000)).toBe(25);
    expect(percentBelowHigh(2100, 2000)).toBe(-5);
    expect(percentFromLowest(1500, 0)).toBeNull();
    expect(percentBelowHigh(1500, null)).toBeNull();
  });

  it('recomputes both figures from a tick and keeps the drop', () => {
    const next = applyLivePrice(row, { last_price: 1800, change_percent: 2.1 });
    expect(next).toMatchObject({
      livePrice: 1800,
      changePercent: 2.1,
      percentFromLowest: 44,
      percentBelowHigh: 10,
      percentDropFromHighToLow: 37.5,
    });
    expect(row.livePrice).toBe(1500);
  });

  it('gives a row without figures its live price only, and ignores a bad price', () => {
    const bare = {
      ...row,
      highestPrice: null,
      lowestAfterHigh: null,
      percentFromLowest: null,
      percentBelowHigh: null,
      livePrice: null,
      hasLivePrice: false,
    };
    expect(applyLivePrice(bare, { last_price: 10 })).toMatchObject({
      livePrice: 10,
      hasLivePrice: true,
      percentFromLowest: null,
      changePercent: 0.5,
    });
    expect(applyLivePrice(row, { last_price: Number.NaN })).toBe(row);
  });
});
