import { describe, expect, it } from 'vitest';
import type { AnalyticsRow } from './readInstrument';
import { DEFAULT_ANALYTICS_SORT, isAnalyticsColumn, sortAnalytics, summarizeAnalytics } from './sortSummary';

const row = (tradingsymbol: string, over: Partial<AnalyticsRow>): AnalyticsRow => ({
  instrument_token: tradingsymbol.charCodeAt(0),
  tradingsymbol,
  name: tradingsymbol,
  exchange: 'NSE',
  livePrice: 100,
  hasLivePrice: true,
  changePercent: 0,
  highestPrice: 200,
  lowestPrice: 50,
  lowestAfterHigh: 80,
  percentFromLowest: 25,
  percentBelowHigh: 50,
  percentDropFromHighToLow: 60,
  highDate: null,
  historicalData: [],
  ...over,
});

const rows = [
  row('B', { percentFromLowest: 10, changePercent: 3, percentBelowHigh: 20 }),
  row('A', {
    percentFromLowest: null,
    changePercent: -1,
    hasLivePrice: false,
    livePrice: null,
    percentBelowHigh: null,
  }),
  row('C', { percentFromLowest: 30, changePercent: 1, percentBelowHigh: 40 }),
];

describe('analytics sort and summary', () => {
  it('sorts by percentFromLowest descending by default, missing values last', () => {
    expect(sortAnalytics(rows, DEFAULT_ANALYTICS_SORT).map((r) => r.tradingsymbol)).toEqual(['C', 'B', 'A']);
    expect(sortAnalytics(rows, { column: 'percentFromLowest', direction: 'asc' }).map((r) => r.tradingsymbol)).toEqual([
      'B',
      'C',
      'A',
    ]);
  });

  it('sorts the symbol by text and the live price by change percent', () => {
    expect(sortAnalytics(rows, { column: 'tradingsymbol', direction: 'asc' }).map((r) => r.tradingsymbol)).toEqual([
      'A',
      'B',
      'C',
    ]);
    expect(sortAnalytics(rows, { column: 'livePrice', direction: 'desc' }).map((r) => r.tradingsymbol)).toEqual([
      'B',
      'C',
      'A',
    ]);
  });

  it('summarises counts and averages over rows that have the figures', () => {
    expect(summarizeAnalytics(rows)).toEqual({ instruments: 3, livePrices: 2, avgFromLow: 20, avgFromHigh: 30 });
    expect(summarizeAnalytics([])).toEqual({ instruments: 0, livePrices: 0, avgFromLow: null, avgFromHigh: null });
  });

  it('knows its column ids', () => {
    expect(isAnalyticsColumn('percentBelowHigh')).toBe(true);
    expect(isAnalyticsColumn('actions')).toBe(false);
  });
});
