import { describe, expect, it } from '@jest/globals';
import { Decimal } from 'decimal.js';
import { addMonths, daysBetween, grandfatheredCost, isLongTerm, longTermFrom } from './tax-rules.js';

describe('long-term equity is held more than 12 months', () => {
  it('is still short-term on the anniversary and long-term the day after', () => {
    expect(isLongTerm('2023-06-15', '2024-06-15')).toBe(false);
    expect(isLongTerm('2023-06-15', '2024-06-16')).toBe(true);
    expect(longTermFrom('2023-06-15')).toBe('2024-06-16');
  });

  it('counts a lot bought on 29 February from 28 February of the next year', () => {
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(longTermFrom('2024-02-29')).toBe('2025-03-01');
  });

  it('counts the days held across a leap year', () => {
    // 2024-01-10 to 2025-01-10 spans 29-Feb-2024: 366 days.
    expect(daysBetween('2024-01-10', '2025-01-10')).toBe(366);
  });
});

describe('the grandfathered cost max(actual, min(FMV, sale))', () => {
  const d = (s: string) => new Decimal(s);
  it('takes the FMV when it lies between the actual cost and the sale', () => {
    expect(grandfatheredCost(d('400'), d('500'), d('700')).toString()).toBe('500');
  });
  it('takes the sale price when the FMV is above it, so the gain is nil and no loss is made', () => {
    expect(grandfatheredCost(d('400'), d('900'), d('700')).toString()).toBe('700');
  });
  it('keeps the actual cost when it is above both, so a real loss stays a loss', () => {
    expect(grandfatheredCost(d('800'), d('500'), d('700')).toString()).toBe('800');
  });
});
