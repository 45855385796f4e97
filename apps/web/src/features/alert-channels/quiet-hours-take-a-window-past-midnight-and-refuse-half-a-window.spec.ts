import { describe, expect, it } from 'vitest';
import { checkQuietHours, quietHoursText } from './quietHours';

describe('quiet hours from the two time inputs', () => {
  it('clears quiet hours when both inputs are empty', () => {
    expect(checkQuietHours('', '')).toEqual({ ok: true, value: null });
    expect(checkQuietHours('  ', ' ')).toEqual({ ok: true, value: null });
  });

  it('takes a window that passes midnight, 22:00 to 07:00', () => {
    expect(checkQuietHours('22:00', '07:00')).toEqual({ ok: true, value: { start: '22:00', end: '07:00' } });
  });

  it('takes a daytime window, 13:00 to 14:30', () => {
    expect(checkQuietHours('13:00', '14:30')).toEqual({ ok: true, value: { start: '13:00', end: '14:30' } });
  });

  it('refuses half a window, naming the empty input', () => {
    expect(checkQuietHours('22:00', '')).toEqual({
      ok: false,
      field: 'end',
      error: 'Enter an end time, or clear both times',
    });
    expect(checkQuietHours('', '07:00')).toEqual({
      ok: false,
      field: 'start',
      error: 'Enter a start time, or clear both times',
    });
  });

  it('refuses an empty window (start equal to end)', () => {
    expect(checkQuietHours('09:15', '09:15')).toEqual({
      ok: false,
      field: 'end',
      error: 'The end must differ from the start',
    });
  });

  it('refuses times that are not 24-hour HH:MM', () => {
    expect(checkQuietHours('24:00', '07:00')).toMatchObject({ ok: false, field: 'start' });
    expect(checkQuietHours('22:00', '7:00')).toMatchObject({ ok: false, field: 'end' });
    expect(checkQuietHours('22:60', '07:00')).toMatchObject({ ok: false, field: 'start' });
  });

  it('describes the saved window in IST', () => {
    expect(quietHoursText(null)).toBe('Off');
    expect(quietHoursText({ start: '22:00', end: '07:00' })).toBe('22:00 to 07:00 IST (passes midnight)');
    expect(quietHoursText({ start: '13:00', end: '14:00' })).toBe('13:00 to 14:00 IST');
  });
});
