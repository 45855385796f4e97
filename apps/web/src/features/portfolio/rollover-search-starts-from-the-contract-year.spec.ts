import { describe, expect, it } from 'vitest';
import { rolloverQuery } from './rolloverForm';

describe('the New contract search of a rollover', () => {
  it('starts from the underlying and the first digit of the contract year, past the indices named after it', () => {
    expect(rolloverQuery({ tradingSymbol: 'NIFTY26DECFUT', name: 'NIFTY' })).toBe('NIFTY2');
    expect(rolloverQuery({ tradingSymbol: 'RELIANCE27JANFUT', name: 'RELIANCE' })).toBe('RELIANCE2');
  });

  it('uses the name, or the symbol, when the symbol is not a monthly future of that name', () => {
    expect(rolloverQuery({ tradingSymbol: 'GOLDM26DEC', name: 'GOLD' })).toBe('GOLD');
    expect(rolloverQuery({ tradingSymbol: 'NIFTY26DECFUT', name: '' })).toBe('NIFTY26DECFUT');
  });
});
