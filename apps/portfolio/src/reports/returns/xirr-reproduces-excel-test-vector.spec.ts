import { describe, expect, it } from '@jest/globals';
import { Decimal } from 'decimal.js';
import { xirr } from './xirr.js';

const flow = (date: string, amount: number) => ({ date, amount: new Decimal(amount) });

describe('XIRR on Excel’s documented example', () => {
  it('answers 0.373362535 (37.34 % a year), to six places', () => {
    const figure = xirr([
      flow('2008-01-01', -10000),
      flow('2008-03-01', 2750),
      flow('2008-10-30', 4250),
      flow('2009-02-15', 3250),
      flow('2009-04-01', 2750),
    ]);
    expect(figure.status).toBe('ok');
    // Excel: XIRR(...) = 0.373362535; six places round it to 0.373363.
    expect(figure.xirr).toBe('0.373363');
    expect(Math.abs(Number(figure.xirr) - 0.373362535)).toBeLessThan(1e-6);
    // 2008-01-01 to 2009-04-01: 366 (leap 2008) + 90 days.
    expect(figure.days).toBe(456);
    expect(figure.period_return).toBeNull();
  });

  it('gives the unannualised return beside it when the span is under a year', () => {
    // Put in 1,000, taken out 1,100 after 73 days: period return 100 / 1,000 = 0.1;
    // annualised (1.1)^(365/73) − 1 = 1.1^5 − 1 = 0.61051.
    const figure = xirr([flow('2024-01-01', -1000), flow('2024-03-14', 1100)]);
    expect(figure.days).toBe(73);
    expect(figure.period_return).toBe('0.100000');
    expect(figure.xirr).toBe('0.610510');
  });
});
