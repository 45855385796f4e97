import { describe, expect, it } from '@jest/globals';
import { dateText, decimalText, instantText, isinText, positiveDecimal } from './cells.js';

describe('decimal cells', () => {
  it('stay exact and are normalised without rounding', () => {
    expect(decimalText('2963.33')).toBe('2963.33');
    expect(decimalText('1420.500000')).toBe('1420.5');
    expect(decimalText('10.000000')).toBe('10');
    expect(decimalText('0.05')).toBe('0.05');
    expect(decimalText('007.10')).toBe('7.1');
    expect(decimalText('1,23,456.7800')).toBe('123456.78');
    expect(decimalText('₹ 740.83')).toBe('740.83');
    expect(decimalText('.5')).toBe('0.5');
    expect(decimalText('-0.00')).toBe('0');
    expect(decimalText('0.1000000000000000055511151231257827')).toBe('0.1000000000000000055511151231257827');
  });

  it('refuse text, scientific notation, and zero or negatives where a positive is due', () => {
    expect(decimalText('1e3')).toBeNull();
    expect(decimalText('abc')).toBeNull();
    expect(decimalText('.')).toBeNull();
    expect(positiveDecimal('0.000', 'quantity')).toEqual({ error: 'quantity must be positive' });
    expect(positiveDecimal('-5', 'price')).toEqual({ error: 'price must be positive' });
    expect(positiveDecimal('', 'price')).toEqual({ error: 'price is required' });
  });
});

describe('date cells', () => {
  it('read Console, Indian and NSE spellings', () => {
    expect(dateText('2024-04-01')).toBe('2024-04-01');
    expect(dateText('01-04-2024')).toBe('2024-04-01');
    expect(dateText('1/4/2024')).toBe('2024-04-01');
    expect(dateText('16-Jun-2025')).toBe('2025-06-16');
    expect(dateText('2024-04-01 09:15:00')).toBe('2024-04-01');
  });

  it('refuse days that do not exist and unknown months', () => {
    expect(dateText('2023-02-29')).toBeNull();
    expect(dateText('2024-02-29')).toBe('2024-02-29');
    expect(dateText('31-Jnu-2024')).toBeNull();
    expect(dateText('April 1')).toBeNull();
  });

  it('give execution times the IST offset when the file has none', () => {
    expect(instantText('2024-04-15T13:10:09')).toBe('2024-04-15T13:10:09+05:30');
    expect(instantText('2024-04-15 13:10')).toBe('2024-04-15T13:10:00+05:30');
    expect(instantText('2024-04-15T07:40:09Z')).toBe('2024-04-15T07:40:09Z');
    expect(instantText('yesterday')).toBeNull();
  });
});

describe('ISIN cells', () => {
  it('check the shape of an Indian ISIN', () => {
    expect(isinText(' ine009a01021 ', 'isin', true)).toEqual({ value: 'INE009A01021' });
    expect(isinText('INF879O01027', 'isin', true)).toEqual({ value: 'INF879O01027' });
    expect(isinText('US0378331005', 'isin', true).error).toMatch(/12-character Indian ISIN/);
    expect(isinText('INE009A0102X', 'isin', true).error).toMatch(/12-character Indian ISIN/);
    expect(isinText('', 'isin', true)).toEqual({ error: 'isin is required' });
    expect(isinText('', 'isin', false)).toEqual({ value: null });
  });
});
