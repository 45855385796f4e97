import { describe, expect, it } from 'vitest';
import { RULE_KINDS } from '@app/contracts/alerts/rule-types';
import { conditionText, levelText, RULE_KIND_GROUPS, unitOf } from './ruleText';

const words = (kind: (typeof RULE_KINDS)[number], value: number | null, months: number | null = null) =>
  conditionText({ kind, value, months });

describe('a rule condition in words', () => {
  it('says a price crossing with the price in rupees and paise', () => {
    expect(words('price_above', 1600)).toBe('Price crosses above ₹1,600.00');
    expect(words('price_below', 123456.5)).toBe('Price crosses below ₹1,23,456.50');
  });

  it('says up or down from the previous close and from the average cost', () => {
    expect(words('change_pct_from_close', 5)).toBe('Up 5 % from previous close');
    expect(words('change_pct_from_close', -2.5)).toBe('Down 2.5 % from previous close');
    expect(words('change_pct_from_avg_cost', -10)).toBe('Down 10 % from average cost');
  });

  it('says down from the N-month high whatever the sign typed', () => {
    expect(words('change_pct_from_high', -10, 6)).toBe('Down 10 % from 6-month high');
    expect(words('change_pct_from_high', -15, 24)).toBe('Down 15 % from 24-month high');
    expect(words('change_pct_from_high', 5, 12)).toBe('Up 5 % from 12-month high');
  });

  it('says a P&L reaches a gain and falls to a loss', () => {
    expect(words('position_pnl', 5000)).toBe('Position P&L reaches ₹5,000');
    expect(words('position_pnl', -250000)).toBe('Position P&L falls to -₹2,50,000');
    expect(words('position_pnl_pct', 20)).toBe('Position P&L reaches 20 %');
    expect(words('portfolio_day_pnl', -5000)).toBe('Day P&L falls to -₹5,000');
    expect(words('portfolio_day_pnl', 1234.5)).toBe('Day P&L reaches ₹1,234.50');
  });

  it('says the 52-week breaks with no value', () => {
    expect(words('week52_high_break', null)).toBe('Breaks 52-week high');
    expect(words('week52_low_break', null)).toBe('Breaks 52-week low');
  });

  it('groups every kind once and gives each its unit', () => {
    expect(RULE_KIND_GROUPS.flatMap((g) => g.kinds).sort()).toEqual([...RULE_KINDS].sort());
    expect(unitOf('price_below')).toBe('₹');
    expect(unitOf('change_pct_from_high')).toBe('%');
    expect(unitOf('position_pnl_pct')).toBe('%');
    expect(unitOf('portfolio_day_pnl')).toBe('₹');
    expect(unitOf('week52_low_break')).toBeNull();
  });

  it('shows the watched level as a price, or as rupees for the day P&L', () => {
    expect(levelText({ kind: 'change_pct_from_close', level: 1512.3 })).toBe('₹1,512.30');
    expect(levelText({ kind: 'portfolio_day_pnl', level: -5000 })).toBe('-₹5,000');
    expect(levelText({ kind: 'price_above', level: null })).toBeNull();
  });
});
