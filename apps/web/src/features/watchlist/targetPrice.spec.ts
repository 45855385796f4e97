import { describe, expect, it } from 'vitest';
import { parseTargetPrice } from './targetPrice';

describe('target price input', () => {
  it('takes a positive number with up to 2 decimals', () => {
    expect(parseTargetPrice('1480')).toEqual({ ok: true, value: 1480 });
    expect(parseTargetPrice(' 1480.5 ')).toEqual({ ok: true, value: 1480.5 });
    expect(parseTargetPrice('1,480.25')).toEqual({ ok: true, value: 1480.25 });
    expect(parseTargetPrice('.75')).toEqual({ ok: true, value: 0.75 });
  });

  it('refuses empty, zero, negative and non-numeric input', () => {
    expect(parseTargetPrice('')).toEqual({ ok: false, error: 'Enter a target price' });
    expect(parseTargetPrice('0')).toEqual({ ok: false, error: 'Target price must be greater than 0' });
    expect(parseTargetPrice('0.00')).toMatchObject({ ok: false });
    expect(parseTargetPrice('-5')).toMatchObject({ ok: false });
    expect(parseTargetPrice('12a')).toMatchObject({ ok: false });
    expect(parseTargetPrice('1e3')).toMatchObject({ ok: false });
  });

  it('refuses more than 2 decimals and absurd prices', () => {
    expect(parseTargetPrice('1480.123')).toEqual({ ok: false, error: 'Use at most 2 decimals' });
    expect(parseTargetPrice('20000000')).toEqual({ ok: false, error: 'Target price is too large' });
  });
});
