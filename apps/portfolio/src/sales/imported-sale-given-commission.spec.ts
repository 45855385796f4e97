import { describe, expect, it } from '@jest/globals';
import { saleFigures } from './sale-rules.js';

describe('an imported sale', () => {
  it('uses the commission the broker charged instead of the rate', () => {
    // SELL 10 at 1400.05 closed at 1300.55: (1400.05 - 1300.55) x 10 - 12.3456 = 995 - 12.3456 = 982.6544
    expect(saleFigures('SELL', 1400.05, 1300.55, 10, 0.1, 12.3456)).toEqual({
      commission: 12.3456,
      realizedProfitLoss: 982.6544,
    });
  });

  it('takes a stated commission of 0 as 0, not as missing', () => {
    expect(saleFigures('SELL', 1400.05, 1300.55, 10, 0.1, 0)).toEqual({ commission: 0, realizedProfitLoss: 995 });
  });

  it("computes the commission from the user's rate when none is stated", () => {
    // commission = (1400 + 1500) x 10 x 0.1 / 100 = 29; realised = (1500 - 1400) x 10 - 29 = 971
    expect(saleFigures('BUY', 1400, 1500, 10, 0.1)).toEqual({ commission: 29, realizedProfitLoss: 971 });
  });
});
