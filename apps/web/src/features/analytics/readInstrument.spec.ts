import { describe, expect, it } from 'vitest';
import { readAnalyticsInstrument, readAnalyticsList, readNumber } from './readInstrument';

describe('readAnalyticsInstrument', () => {
  it('reads the camelCase fields', () => {
    const row = readAnalyticsInstrument({
      instrument_token: 738561,
      tradingsymbol: 'RELIANCE',
      name: 'RELIANCE INDUSTRIES',
      exchange: 'NSE',
      livePrice: 1400,
      hasLivePrice: true,
      changePercent: 1.5,
      highestPrice: 1600,
      lowestPrice: 1100,
      lowestAfterHigh: 1200,
      percentFromLowest: 16.6667,
      percentBelowHigh: 12.5,
      percentDropFromHighToLow: 25,
      highDate: '2026-03-02',
    });
    expect(row).toMatchObject({
      instrument_token: 738561,
      livePrice: 1400,
      hasLivePrice: true,
      changePercent: 1.5,
      highestPrice: 1600,
      lowestAfterHigh: 1200,
      percentFromLowest: 16.6667,
      percentBelowHigh: 12.5,
      percentDropFromHighToLow: 25,
      highDate: '2026-03-02',
      historicalData: [],
    });
  });

  it('falls back to the nested snake_case analytics object and snake_case live fields', () => {
    const row = readAnalyticsInstrument({
      instrument_token: '2885',
      tradingsymbol: 'TCS',
      live_price: '3900.5',
      has_live_price: true,
      change_percent: -0.4,
      analytics: {
        highest_price: 4200,
        lowest_price: 3000,
        lowest_after_high: 3100,
        percent_from_lowest: 25.82,
        percent_below_high: 7.13,
        percent_drop_from_high_to_low: 26.19,
      },
      historical_data: [{ close: 1 }],
    });
    expect(row).toMatchObject({
      instrument_token: 2885,
      livePrice: 3900.5,
      hasLivePrice: true,
      changePercent: -0.4,
      highestPrice: 4200,
      lowestPrice: 3000,
      lowestAfterHigh: 3100,
      percentFromLowest: 25.82,
      percentBelowHigh: 7.13,
      percentDropFromHighToLow: 26.19,
    });
    expect(row?.historicalData).toHaveLength(1);
  });

  it('prefers camelCase over the nested object, and has no live price without a number', () => {
    const row = readAnalyticsInstrument({
      instrument_token: 1,
      tradingsymbol: 'X',
      highestPrice: 10,
      analytics: { highest_price: 99 },
      hasLivePrice: true,
      livePrice: null,
    });
    expect(row?.highestPrice).toBe(10);
    expect(row?.hasLivePrice).toBe(false);
    expect(row?.percentFromLowest).toBeNull();
  });

  it('skips entries without a token and reads anything but a list as empty', () => {
    expect(readAnalyticsInstrument({ tradingsymbol: 'NOPE' })).toBeNull();
    expect(readAnalyticsInstrument(null)).toBeNull();
    expect(
      readAnalyticsList([{ instrument_token: 5, tradingsymbol: 'A' }, 'junk', { instrument_token: 0 }]),
    ).toHaveLength(1);
    expect(readAnalyticsList({ instruments: [] })).toEqual([]);
  });

  it('reads numbers from numbers or numeric text only', () => {
    expect(readNumber(' 12.5 ')).toBe(12.5);
    expect(readNumber('')).toBeNull();
    expect(readNumber('abc')).toBeNull();
    expect(readNumber(Number.NaN)).toBeNull();
    expect(readNumber(undefined)).toBeNull();
  });
});
