import { describe, expect, it } from '@jest/globals';
import { Decimal } from 'decimal.js';
import { xirr } from './xirr.js';

const flow = (date: string, amount: number) => ({ date, amount: new Decimal(amount) });

describe('XIRR when no rate can be found', () => {
  it('says not-meaningful, with the reason, when every flow is money put in', () => {
    const figure = xirr([flow('2024-01-01', -1000), flow('2024-06-01', -500), flow('2025-01-01', -200)]);
    expect(figure).toEqual({
      xirr: null,
      period_return: null,
      days: 366,
      status: 'not-meaningful',
      reason: 'The flows never change sign.',
    });
  });

  it('says no-flows when there is nothing to measure', () => {
    expect(xirr([flow('2024-01-01', 0)])).toEqual({ xirr: null, period_return: null, days: 0, status: 'no-flows' });
  });

  it('says not-meaningful when the flows change sign yet no rate solves them', () => {
    // −100, +300, −250 a year apart: 1/(1+r) = x gives −100 + 300x − 250x² < 0 for every x (discriminant
    // 90,000 − 100,000 < 0), so the present value is negative at every rate.
    const figure = xirr([flow('2020-01-01', -100), flow('2020-12-31', 300), flow('2021-12-31', -250)]);
    expect(figure.status).toBe('not-meaningful');
    expect(figure.reason).toBe('No rate of return solves these flows.');
    expect(figure.xirr).toBeNull();
  });
});
