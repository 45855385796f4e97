import { describe, expect, it } from 'vitest';
import { MONTHS_ERROR, monthsInputText, parseMonthsInput, readStoredSettings } from './months';

describe('analytics time range input', () => {
  it('keeps digits only while typing', () => {
    expect(monthsInputText('1a2')).toBe('12');
    expect(monthsInputText('-3.5')).toBe('35');
    expect(monthsInputText('abc')).toBe('');
  });

  it('takes whole numbers 1 to 60 and resets an empty value to 12', () => {
    expect(parseMonthsInput('')).toEqual({ ok: true, months: 12 });
    expect(parseMonthsInput('  ')).toEqual({ ok: true, months: 12 });
    expect(parseMonthsInput('1')).toEqual({ ok: true, months: 1 });
    expect(parseMonthsInput('60')).toEqual({ ok: true, months: 60 });
    expect(parseMonthsInput('06')).toEqual({ ok: true, months: 6 });
  });

  it('refuses 0, more than 60 and anything but digits', () => {
    expect(parseMonthsInput('0')).toEqual({ ok: false, error: MONTHS_ERROR });
    expect(parseMonthsInput('61')).toEqual({ ok: false, error: MONTHS_ERROR });
    expect(parseMonthsInput('1.5')).toEqual({ ok: false, error: MONTHS_ERROR });
    expect(parseMonthsInput('-3')).toEqual({ ok: false, error: MONTHS_ERROR });
  });

  it('reads only a valid stored range', () => {
    expect(readStoredSettings({ months: 24 })).toEqual({ months: 24 });
    expect(readStoredSettings({ months: 0 })).toBeNull();
    expect(readStoredSettings({ months: '24' })).toBeNull();
    expect(readStoredSettings(null)).toBeNull();
  });
});
