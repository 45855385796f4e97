import { describe, expect, it } from '@jest/globals';
import { quietHoursEnd } from './quiet-hours.js';

describe('quiet hours from 13:00 to 14:00 IST', () => {
  it('hold an alert at 13:30 until 14:00 the same day', () => {
    // 13:30 IST is 08:00Z; 14:00 IST is 08:30Z
    expect(quietHoursEnd(new Date('2026-01-06T08:00:00Z'), '13:00', '14:00')?.toISOString()).toBe(
      '2026-01-06T08:30:00.000Z',
    );
  });

  it('let 12:59 and 14:00 through', () => {
    expect(quietHoursEnd(new Date('2026-01-06T07:29:00Z'), '13:00', '14:00')).toBeNull();
    expect(quietHoursEnd(new Date('2026-01-06T08:30:00Z'), '13:00', '14:00')).toBeNull();
  });

  it('hold an alert at 13:00 exactly', () => {
    expect(quietHoursEnd(new Date('2026-01-06T07:30:00Z'), '13:00', '14:00')?.toISOString()).toBe(
      '2026-01-06T08:30:00.000Z',
    );
  });
});

describe('no quiet hours', () => {
  it('hold nothing when unset, or when the window starts where it ends', () => {
    const at = new Date('2026-01-06T08:00:00Z');
    expect(quietHoursEnd(at, null, null)).toBeNull();
    expect(quietHoursEnd(at, '13:00', null)).toBeNull();
    expect(quietHoursEnd(at, '13:30', '13:30')).toBeNull();
  });
});
