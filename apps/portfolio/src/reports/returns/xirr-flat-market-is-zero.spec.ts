import { describe, expect, it } from '@jest/globals';
import { Decimal } from 'decimal.js';
import { xirr } from './xirr.js';

const flow = (date: string, amount: number) => ({ date, amount: new Decimal(amount) });

describe('XIRR in a flat market', () => {
  it('is zero when every rupee put in comes back unchanged', () => {
    // −10,000 and −5,000 in, then 15,000 out over two years: Σ = 0 at r = 0.
    const figure = xirr([flow('2022-01-03', -10000), flow('2023-01-03', -5000), flow('2024-01-03', 15000)]);
    expect(figure.status).toBe('ok');
    expect(figure.xirr).toBe('0.000000');
  });
});
