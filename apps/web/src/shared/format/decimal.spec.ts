import { describe, expect, it } from 'vitest';
import { formatDecimal, formatQuantityText, formatRupees, formatSignedRupees, sumDecimals, toMicros } from './decimal';

describe('decimal strings shown as rupees', () => {
  it('groups in the Indian style and keeps two places', () => {
    expect(formatRupees('1234567.891')).toBe('₹12,34,567.89');
    expect(formatRupees('740.83')).toBe('₹740.83');
    expect(formatRupees('2963.3333')).toBe('₹2,963.33');
    expect(formatRupees('-300')).toBe('-₹300.00');
    expect(formatRupees('0.005')).toBe('₹0.01');
    expect(formatRupees('-0.004')).toBe('₹0.00');
  });

  it('keeps digits a float would lose', () => {
    // 9007199254740993 is not representable as a double; 0.1 + 0.2 is not 0.3 in one.
    expect(formatDecimal('9007199254740993.25')).toBe('9,00,71,99,25,47,40,993.25');
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3000');
    expect(sumDecimals(['1234.5678', '0.0022', 'bad', null])).toBe('1234.5700');
  });

  it('signs profits and shows a dash for what is missing', () => {
    expect(formatSignedRupees('1200')).toBe('+₹1,200.00');
    expect(formatSignedRupees('-12.5')).toBe('-₹12.50');
    expect(formatSignedRupees('0.001')).toBe('₹0.00');
    expect(formatRupees(null)).toBe('—');
    expect(formatRupees('12abc')).toBe('—');
    expect(toMicros('1e5')).toBeNull();
  });

  it('shows whole quantities without decimals and fractional ones as given', () => {
    expect(formatQuantityText('8890.0000')).toBe('8,890');
    expect(formatQuantityText('2.5000')).toBe('2.5');
    expect(formatQuantityText('')).toBe('—');
  });
});
