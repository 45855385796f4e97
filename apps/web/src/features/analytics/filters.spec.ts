import { describe, expect, it } from 'vitest';
import {
  applyAnalyticsFilters,
  filterNumber,
  isActiveFilter,
  matchesFilter,
  matchesSearch,
  type CustomFilter,
} from './filters';
import type { AnalyticsRow } from './readInstrument';

const row = (tradingsymbol: string, name: string, over: Partial<AnalyticsRow> = {}): AnalyticsRow => ({
  instrument_token: tradingsymbol.length,
  tradingsymbol,
  name,
  exchange: 'NSE',
  livePrice: 100,
  hasLivePrice: true,
  changePercent: 1,
  highestPrice: 150,
  lowestPrice: 80,
  lowestAfterHigh: 90,
  percentFromLowest: 11.11,
  percentBelowHigh: 33.33,
  percentDropFromHighToLow: 40,
  highDate: null,
  historicalData: [],
  ...over,
});
const f = (
  column: CustomFilter['column'],
  operator: CustomFilter['operator'],
  value: string,
  upperValue?: string,
): CustomFilter => ({ id: 'x', column, operator, value, upperValue });

describe('analytics custom filters', () => {
  it('applies gt, lt, gte and lte', () => {
    const r = row('A', 'a', { livePrice: 100 });
    expect(matchesFilter(r, f('livePrice', 'gt', '99.99'))).toBe(true);
    expect(matchesFilter(r, f('livePrice', 'gt', '100'))).toBe(false);
    expect(matchesFilter(r, f('livePrice', 'gte', '100'))).toBe(true);
    expect(matchesFilter(r, f('livePrice', 'lt', '100'))).toBe(false);
    expect(matchesFilter(r, f('livePrice', 'lte', '100'))).toBe(true);
  });

  it('matches eq within 0.01 either way', () => {
    const r = row('A', 'a', { percentFromLowest: 11.11 });
    expect(matchesFilter(r, f('percentFromLowest', 'eq', '11.12'))).toBe(true);
    expect(matchesFilter(r, f('percentFromLowest', 'eq', '11.10'))).toBe(true);
    expect(matchesFilter(r, f('percentFromLowest', 'eq', '11.13'))).toBe(false);
  });

  it('treats range inclusively, and as gte without a valid upper value', () => {
    const r = row('A', 'a', { percentBelowHigh: 33.33 });
    expect(matchesFilter(r, f('percentBelowHigh', 'range', '30', '33.33'))).toBe(true);
    expect(matchesFilter(r, f('percentBelowHigh', 'range', '30', '33'))).toBe(false);
    expect(matchesFilter(r, f('percentBelowHigh', 'range', '30'))).toBe(true);
    expect(matchesFilter(r, f('percentBelowHigh', 'range', '30', 'abc'))).toBe(true);
    expect(matchesFilter(r, f('percentBelowHigh', 'range', '40', ''))).toBe(false);
  });

  it('ignores a filter with an empty or non-numeric value', () => {
    const r = row('A', 'a');
    expect(matchesFilter(r, f('livePrice', 'gt', ''))).toBe(true);
    expect(matchesFilter(r, f('livePrice', 'gt', 'abc'))).toBe(true);
    expect(isActiveFilter(f('livePrice', 'gt', '  '))).toBe(false);
    expect(filterNumber('1e2')).toBe(100);
    expect(filterNumber('-0.5')).toBe(-0.5);
  });

  it('reads Live Price % from the change percent, and fails rows lacking the value', () => {
    expect(matchesFilter(row('A', 'a', { changePercent: -2 }), f('livePricePercent', 'lt', '0'))).toBe(true);
    expect(matchesFilter(row('A', 'a', { livePrice: null }), f('livePrice', 'gt', '0'))).toBe(false);
  });

  it('searches symbol or name case-insensitively and combines all filters', () => {
    const rows = [
      row('RELIANCE', 'Reliance Industries', { livePrice: 1400 }),
      row('TCS', 'Tata Consultancy', { livePrice: 3900 }),
      row('TATASTEEL', 'Tata Steel', { livePrice: 160 }),
    ];
    expect(matchesSearch(rows[1]!, 'consult')).toBe(true);
    expect(applyAnalyticsFilters(rows, 'tata', []).map((r) => r.tradingsymbol)).toEqual(['TCS', 'TATASTEEL']);
    expect(applyAnalyticsFilters(rows, 'TATA', [f('livePrice', 'gt', '1000')]).map((r) => r.tradingsymbol)).toEqual([
      'TCS',
    ]);
    expect(
      applyAnalyticsFilters(rows, '', [f('livePrice', 'gt', '1000'), f('livePrice', 'lt', '2000')]).map(
        (r) => r.tradingsymbol,
      ),
    ).toEqual(['RELIANCE']);
    expect(applyAnalyticsFilters(rows, ' ', [f('livePrice', 'gt', 'x')])).toHaveLength(3);
  });
});
