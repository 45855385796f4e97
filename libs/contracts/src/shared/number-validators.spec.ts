import { describe, expect, it } from '@jest/globals';
import { validate } from 'class-validator';
import { IsFiniteNumber, decimalPlaces } from './number-validators.js';

class Price {
  @IsFiniteNumber({ maxDecimalPlaces: 4 }) price!: unknown;
}

const errorsFor = async (price: unknown) => validate(Object.assign(new Price(), { price }));

describe('decimalPlaces', () => {
  it.each([
    [1, 0],
    [1.25, 2],
    [-0.0001, 4],
    [1e-7, 7],
    [1.5e-7, 8],
    [5e-324, 324],
    [1e21, 0],
    [1.5e21, 0],
  ])('counts %p as %p decimals', (value, places) => {
    expect(decimalPlaces(value)).toBe(places);
  });
});

describe('IsFiniteNumber', () => {
  it.each([1400, 0.05, 1234.5678, -3])('accepts %p', async (value) => {
    expect(await errorsFor(value)).toEqual([]);
  });

  it.each([1e-7, 5e-324, 1.23456, Number.NaN, Number.POSITIVE_INFINITY, '12', null, true])(
    'refuses %p without throwing',
    async (value) => {
      const errors = await errorsFor(value);
      expect(errors).toHaveLength(1);
      expect(errors[0].constraints?.isFiniteNumber).toBe('price must be a number with at most 4 decimals');
    },
  );
});
