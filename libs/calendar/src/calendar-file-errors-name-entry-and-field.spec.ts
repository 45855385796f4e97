import { describe, expect, it } from '@jest/globals';
import { CalendarFileError } from './calendar-file-error.js';
import { validateCalendarFile } from './validate-calendar-file.js';
import data from './data/exchange-calendar.json' with { type: 'json' };

const copy = () => JSON.parse(JSON.stringify(data)) as Record<string, unknown> & { days: Record<string, unknown>[] };

function errorOf(mutate: (file: ReturnType<typeof copy>) => void): CalendarFileError {
  const file = copy();
  mutate(file);
  try {
    validateCalendarFile(file);
  } catch (err) {
    if (err instanceof CalendarFileError) return err;
    throw err;
  }
  throw new Error('the file was accepted');
}

describe('the calendar data file validator', () => {
  it('accepts the bundled file', () => {
    expect(validateCalendarFile(copy()).years.map((y) => y.year)).toEqual([2025, 2026, 2027]);
  });

  it('names the entry, its date and the field of a bad session time', () => {
    const err = errorOf((f) => {
      const holi = f.days.findIndex((d) => d.date === '2026-03-03' && (d.exchanges as string[])[0] === 'MCX');
      (f.days[holi].sessions as Record<string, string>[])[0].start = '25:00';
    });
    expect(err.field).toMatch(/^days\[\d+\] \(2026-03-03\)\.sessions\[0\]\.start$/);
    expect(err.message).toContain('must be HH:MM (IST) (got "25:00")');
  });

  it('refuses an impossible date, naming it', () => {
    const err = errorOf((f) => (f.days[3].date = '2026-02-30'));
    expect(err.field).toBe('days[3].date');
    expect(err.message).toContain('"2026-02-30"');
  });

  it('refuses a date outside the years the file declares', () => {
    expect(errorOf((f) => (f.days[0].date = '2031-01-26')).field).toBe('days[0] (2031-01-26).date');
  });

  it('refuses an exchange it does not know and one listed twice for a date', () => {
    expect(errorOf((f) => (f.days[0].exchanges = ['NSE', 'NYSE'])).field).toMatch(/\.exchanges\[1\]$/);
    const twice = errorOf((f) => f.days.push({ ...f.days[0] }));
    expect(twice.message).toContain('listed once');
  });

  it('refuses a session that ends before it starts, "close" outside MCX, and overlapping sessions', () => {
    // An NSE day: "close" means MCX's close, so it is refused there.
    const nse = data.days.findIndex((d) => d.exchanges[0] === 'NSE');
    expect(
      errorOf((f) => (f.days[nse].sessions = [{ kind: 'normal', start: '15:30', end: '09:15' }])).message,
    ).toContain('after start 15:30');
    expect(errorOf((f) => (f.days[nse].sessions = [{ kind: 'normal', start: '09:15', end: 'close' }])).field).toMatch(
      /\.sessions\[0\]\.end$/,
    );
    const overlap = [
      { kind: 'pre-open', start: '09:00', end: '09:20' },
      { kind: 'normal', start: '09:15', end: '15:30' },
    ];
    expect(errorOf((f) => (f.days[nse].sessions = overlap)).field).toMatch(/\.sessions\[1\]\.start$/);
  });

  it('refuses a missing name, kind or source, and a file without version or years', () => {
    expect(errorOf((f) => delete f.days[2].name).field).toMatch(/^days\[2\] \(.+\)\.name$/);
    expect(errorOf((f) => (f.days[2].kind = 'closed')).message).toContain('"holiday" or "special"');
    expect(errorOf((f) => (f.days[2].source = '')).field).toMatch(/\.source$/);
    expect(errorOf((f) => delete f.version).field).toBe('version');
    expect(errorOf((f) => (f.years = [])).field).toBe('years');
    expect(errorOf((f) => ((f.regular as Record<string, unknown>).MCX = [])).field).toBe('regular.MCX');
  });

  it('refuses something that is not an object at all', () => {
    expect(() => validateCalendarFile([1, 2])).toThrow(CalendarFileError);
    expect(() => validateCalendarFile(null)).toThrow('(file): must be a JSON object');
  });
});
