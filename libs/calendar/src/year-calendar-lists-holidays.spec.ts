import { describe, expect, it } from '@jest/globals';
import { calendar } from './testing/ist.js';
import { holdsYear, yearCalendar } from './year-calendar.js';

describe('the calendar of a year', () => {
  const y2026 = yearCalendar(calendar, 2026);
  const of = (exchange: string) => y2026.exchanges.find((e) => e.exchange === exchange)!;

  it('lists NSE 2026 holidays by name, in IST, with the circulars as source', () => {
    expect(y2026.time_zone).toBe('Asia/Kolkata');
    expect(y2026.source).toContain('NSE/CMTR/71775');
    const names = of('NSE').days.map((d) => `${d.date} ${d.name}`);
    expect(names).toContain('2026-01-26 Republic Day');
    expect(names).toContain('2026-11-24 Prakash Gurpurb Sri Guru Nanak Dev');
    expect(of('NSE').days.filter((d) => d.kind === 'holiday')).toHaveLength(19);
    expect(of('NFO').days).toEqual(of('NSE').days);
  });

  it("gives MCX's regular close as 23:55 and 23:30 under US daylight saving, and its holiday evenings", () => {
    expect(of('MCX').regular).toEqual([
      { kind: 'pre-open', start: '08:45', end: '09:00' },
      { kind: 'normal', start: '09:00', end: '23:55', us_dst_end: '23:30' },
    ]);
    const holi = of('MCX').days.find((d) => d.date === '2026-03-03');
    expect(holi).toEqual({
      date: '2026-03-03',
      kind: 'holiday',
      name: 'Holi',
      sessions: [{ kind: 'evening', start: '17:00', end: '23:55' }],
    });
  });

  it('holds 2027 with no holidays yet, and says they are not published', () => {
    expect(holdsYear(calendar, 2027)).toBe(true);
    expect(holdsYear(calendar, 2024)).toBe(false);
    const y2027 = yearCalendar(calendar, 2027);
    expect(y2027.source).toContain('Not yet published');
    expect(y2027.exchanges.every((e) => e.days.length === 0)).toBe(true);
  });
});
