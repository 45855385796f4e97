import { describe, expect, it } from '@jest/globals';
import { CalendarFileError } from './calendar-file-error.js';
import { parseCalendarFile } from './parse-calendar-file.js';
import { activateCalendar, activeCalendar, isTrading, sessionOf } from './active-calendar.js';
import { bundledCalendar } from './bundled-calendar.js';
import { MarketCalendar } from './market-calendar.js';
import data from './data/exchange-calendar.json' with { type: 'json' };

const ist = (local: string): Date => new Date(`${local}+05:30`);

describe('reading a calendar file', () => {
  it('names the line and column of a JSON syntax error', () => {
    const text = '{\n  "version": 1,\n  "updated": "2026-11-24",,\n}';
    let caught: unknown;
    try {
      parseCalendarFile(text);
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(CalendarFileError);
    expect((caught as CalendarFileError).field).toBe('(file) line 3, column 27');
    expect((caught as CalendarFileError).message).toContain('is not valid JSON');
  });

  it('reads a good file, and the process trades by the calendar last activated', () => {
    const file = JSON.parse(JSON.stringify(data)) as { days: { date: string }[] };
    file.days = file.days.filter((d) => d.date !== '2026-01-26');
    const edited = new MarketCalendar(parseCalendarFile(JSON.stringify(file)));
    expect(sessionOf('NSE', ist('2026-01-26T10:00:00'))).toBe('closed');
    activateCalendar(edited);
    try {
      expect(activeCalendar()).toBe(edited);
      expect(isTrading('NSE', ist('2026-01-26T10:00:00'))).toBe(true);
    } finally {
      activateCalendar(bundledCalendar());
    }
    expect(isTrading('NSE', ist('2026-01-26T10:00:00'))).toBe(false);
  });
});
