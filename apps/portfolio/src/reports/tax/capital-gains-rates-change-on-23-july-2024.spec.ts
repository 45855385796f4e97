import { describe, expect, it } from '@jest/globals';
import { LTCG_TAXABLE_FROM, ltcgExemption, ltcgRate, stcgRate } from './tax-rules.js';

describe('the capital gains rate table, keyed by the sale date', () => {
  it('taxes short-term equity gains at 15% up to 22 July 2024 and 20% from 23 July 2024', () => {
    expect(stcgRate('2024-07-22').toString()).toBe('0.15');
    expect(stcgRate('2024-07-23').toString()).toBe('0.2');
  });

  it('exempts long-term gains before 1 April 2018, then 10%, then 12.5% from 23 July 2024', () => {
    expect(LTCG_TAXABLE_FROM).toBe('2018-04-01');
    expect(ltcgRate('2018-03-31').toString()).toBe('0');
    expect(ltcgRate('2018-04-01').toString()).toBe('0.1');
    expect(ltcgRate('2024-07-22').toString()).toBe('0.1');
    expect(ltcgRate('2024-07-23').toString()).toBe('0.125');
  });

  it('allows ₹1,00,000 of long-term gains a year up to FY 2023-24 and ₹1,25,000 from FY 2024-25', () => {
    expect(ltcgExemption(2017).toString()).toBe('0');
    expect(ltcgExemption(2018).toString()).toBe('100000');
    expect(ltcgExemption(2023).toString()).toBe('100000');
    expect(ltcgExemption(2024).toString()).toBe('125000');
    expect(ltcgExemption(2026).toString()).toBe('125000');
  });
});
