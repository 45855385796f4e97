import { describe, expect, it } from 'vitest';
import { isHexColor, normaliseHex, parsePercent, parseSignedNumber, parseWhole, pickerHex } from './inputRules';

describe('whole-number fields (portfolio thresholds)', () => {
  it('takes digits only and reads an empty field as 0 when allowed', () => {
    expect(parseWhole('7000', { max: 1e12, emptyAs: 0 })).toEqual({ ok: true, value: 7000 });
    expect(parseWhole('  ', { max: 1e12, emptyAs: 0 })).toEqual({ ok: true, value: 0 });
    expect(parseWhole('', { max: 100 }).ok).toBe(false);
    for (const bad of ['-1', '1.5', '1e3', '7,000', 'abc'])
      expect(parseWhole(bad, { max: 1e12, emptyAs: 0 }).ok).toBe(false);
  });

  it('refuses values above the maximum', () => {
    expect(parseWhole('1001', { max: 1000, unit: ' px' })).toEqual({
      ok: false,
      error: 'Enter a whole number from 0 to 1,000 px',
    });
  });
});

describe('percent fields (loss cover, commissions)', () => {
  it('accepts 0 to 100 with an optional decimal point', () => {
    expect(parsePercent('0.05')).toEqual({ ok: true, value: 0.05 });
    expect(parsePercent('.5')).toEqual({ ok: true, value: 0.5 });
    expect(parsePercent('100')).toEqual({ ok: true, value: 100 });
    expect(parsePercent('100.01').ok).toBe(false);
    expect(parsePercent('-2').ok).toBe(false);
    expect(parsePercent('5%').ok).toBe(false);
  });

  it('resets an empty field to the given value (min 0, max 100)', () => {
    expect(parsePercent('', { emptyAs: 0 })).toEqual({ ok: true, value: 0 });
    expect(parsePercent('', { emptyAs: 100 })).toEqual({ ok: true, value: 100 });
    expect(parsePercent('').ok).toBe(false);
  });
});

describe('signed numbers (rule thresholds)', () => {
  it('accepts negative and decimal values', () => {
    expect(parseSignedNumber('-2.5')).toEqual({ ok: true, value: -2.5 });
    expect(parseSignedNumber('5000')).toEqual({ ok: true, value: 5000 });
    expect(parseSignedNumber('').ok).toBe(false);
    expect(parseSignedNumber('1-2').ok).toBe(false);
  });
});

describe('colours', () => {
  it('knows the three hex forms the server takes', () => {
    expect(['#fff', '#FFD700', '#10b98180'].every(isHexColor)).toBe(true);
    expect(['fff', '#ffff', 'red', '#GGGGGG'].some(isHexColor)).toBe(false);
  });

  it('adds a missing # and gives colour inputs a #rrggbb value', () => {
    expect(normaliseHex(' 22d3ee ')).toBe('#22d3ee');
    expect(normaliseHex('')).toBe('');
    expect(pickerHex('#FA0')).toBe('#ffaa00');
    expect(pickerHex('#10B98180')).toBe('#10b981');
    expect(pickerHex('nope')).toBe('#000000');
  });
});
