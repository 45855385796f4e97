import { describe, expect, it } from 'vitest';
import { errorsOf, readDay, readOptionalPrice, readPrice, readQuantity } from './read';

describe('readPrice', () => {
  it('reads rupee prices with commas and the rupee sign', () => {
    expect(readPrice(' ₹1,385.50 ', 'Buy price')).toEqual({ value: 1385.5 });
    expect(readPrice('0.0005', 'Buy price')).toEqual({ value: 0.0005 });
  });

  it('refuses empty, non-numeric, zero, negative, over-precise and huge prices', () => {
    expect(readPrice('', 'Buy price').error).toBe('Buy price is required');
    expect(readPrice('abc', 'Buy price').error).toBe('Buy price must be a number');
    expect(readPrice('-5', 'Buy price').error).toBe('Buy price must be a number');
    expect(readPrice('0', 'Buy price').error).toBe('Buy price must be more than 0');
    expect(readPrice('1.23456', 'Buy price').error).toBe('Buy price can have at most 4 decimals');
    expect(readPrice('20000000', 'Buy price').error).toBe('Buy price is too large');
  });

  it('lets an optional price be empty', () => {
    expect(readOptionalPrice('  ', 'Price')).toEqual({ value: undefined });
    expect(readOptionalPrice('12', 'Price')).toEqual({ value: 12 });
  });
});

describe('readQuantity', () => {
  it('takes whole numbers of at least 1', () => {
    expect(readQuantity('1,000')).toEqual({ value: 1000 });
    expect(readQuantity('0').error).toBe('Quantity must be at least 1');
    expect(readQuantity('2.5').error).toBe('Quantity must be a whole number');
    expect(readQuantity('').error).toBe('Quantity is required');
  });
});

describe('readDay', () => {
  it('takes real calendar dates only', () => {
    expect(readDay('2026-02-28', 'Buy date')).toEqual({ value: '2026-02-28' });
    expect(readDay('2026-02-30', 'Buy date').error).toBe('Buy date must be a date');
    expect(readDay('', 'Buy date')).toEqual({ value: undefined });
    expect(readDay('', 'Expiry', true).error).toBe('Expiry is required');
  });
});

describe('errorsOf', () => {
  it('keeps only the failures', () => {
    expect(errorsOf({ a: { value: 1 }, b: { error: 'bad' } })).toEqual({ b: 'bad' });
  });
});
