import { describe, expect, it } from 'vitest';
import {
  DASH,
  formatAmount,
  formatCompactAmount,
  formatNumber,
  formatPercent,
  formatPrice,
  formatQuantity,
  formatSignedAmount,
  toneOf,
} from './numbers';

describe('rupee formatting in the Indian style', () => {
  it('groups amounts as lakhs and crores with no decimals', () => {
    expect(formatAmount(1234567)).toBe('₹12,34,567');
    expect(formatAmount(1000000)).toBe('₹10,00,000');
    expect(formatAmount(-2500.4)).toBe('-₹2,500');
  });

  it('gives prices two decimals', () => {
    expect(formatPrice(2847.5)).toBe('₹2,847.50');
    expect(formatPrice(0.05)).toBe('₹0.05');
  });

  it('shows a dash for a missing or non-finite value', () => {
    expect(formatAmount(null)).toBe(DASH);
    expect(formatPrice(undefined)).toBe(DASH);
    expect(formatPercent(Number.NaN)).toBe(DASH);
    expect(formatCompactAmount(Infinity)).toBe(DASH);
  });

  it('formats plain numbers, quantities and percents', () => {
    expect(formatNumber(24321.05)).toBe('24,321.05');
    expect(formatQuantity(1250)).toBe('1,250');
    expect(formatPercent(1.234)).toBe('1.23%');
    expect(formatPercent(1.235, { signed: true })).toMatch(/^\+1\.2[34]%$/);
    expect(formatPercent(-0.5, { signed: true })).toBe('-0.50%');
    expect(formatPercent(-0.001)).toBe('0.00%');
  });

  it('signs P&L amounts', () => {
    expect(formatSignedAmount(1200)).toBe('+₹1,200');
    expect(formatSignedAmount(-300)).toBe('-₹300');
    expect(formatSignedAmount(0.2)).toBe('₹0');
  });
});

describe('compact notation', () => {
  it('keeps amounts under a thousand in full', () => {
    expect(formatCompactAmount(999)).toBe('₹999');
  });
  it('uses K from one thousand with one decimal', () => {
    expect(formatCompactAmount(1000)).toBe('₹1.0K');
    expect(formatCompactAmount(99_950)).toBe('₹100.0K');
  });
  it('uses L (lakh) from one lakh with two decimals', () => {
    expect(formatCompactAmount(100_000)).toBe('₹1.00L');
    expect(formatCompactAmount(1_234_567)).toBe('₹12.35L');
  });
  it('uses Cr (crore) from one crore with two decimals', () => {
    expect(formatCompactAmount(10_000_000)).toBe('₹1.00Cr');
    expect(formatCompactAmount(-123_456_789)).toBe('-₹12.35Cr');
  });
});

describe('tone by sign', () => {
  it('is green for gains, red for losses, grey for zero or nothing', () => {
    expect(toneOf(5)).toBe('positive');
    expect(toneOf(-0.01)).toBe('negative');
    expect(toneOf(0)).toBe('neutral');
    expect(toneOf(null)).toBe('neutral');
  });
});
