import { describe, expect, it } from '@jest/globals';
import { holdingPnl } from './account-rules.js';

describe('P&L of a holding', () => {
  it('is (last - average) x quantity', () => {
    // (1100 - 1050) x 20 = 1000
    expect(holdingPnl(1100, '1050', 20)).toBe(1000);
  });

  it('is exact in paise where doubles are not', () => {
    // (2890 - 2926.6667) x 3 = -110.0001 (in doubles -110.00010000000066)
    expect(holdingPnl(2890, '2926.6667', 3)).toBe(-110.0001);
  });
});
