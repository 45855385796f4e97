import { describe, expect, it } from '@jest/globals';
import { joinLivePrice } from './live-join.js';

const bar = (at: number, close: number) => ({ at, open: 100, high: 102, low: 99, close, volume: 10 });

describe("today's intraday bars end at the live price", () => {
  it('closes the last bar at the live price, stretching its high', () => {
    expect(joinLivePrice([bar(1, 101), bar(2, 101.5)], 103)).toEqual([bar(1, 101), { ...bar(2, 103), high: 103 }]);
  });

  it('stretches the low when the live price is below the bar', () => {
    expect(joinLivePrice([bar(1, 101)], 98.5)).toEqual([{ ...bar(1, 98.5), low: 98.5 }]);
  });

  it('leaves the bars as Kite sent them without a live price today', () => {
    expect(joinLivePrice([bar(1, 101)], undefined)).toEqual([bar(1, 101)]);
  });
});
