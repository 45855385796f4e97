import type { CalendarFile } from './calendar-file.js';
import { CalendarFileError } from './calendar-file-error.js';
import { validateCalendarFile } from './validate-calendar-file.js';

/** Line and column (from 1) of a character offset, as an editor shows them. */
function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `line ${before.length}, column ${before[before.length - 1].length + 1}`;
}

/** JSON.parse's message, with the place as line and column wherever Node gives an offset. */
function syntaxError(text: string, err: Error): CalendarFileError {
  const at = /position (\d+)/.exec(err.message);
  const what = err.message.replace(/ in JSON at position \d+.*$/, '');
  return new CalendarFileError(
    at ? `(file) ${lineAndColumn(text, Number(at[1]))}` : '(file)',
    `is not valid JSON: ${what}`,
  );
}

/** Parses and checks the text of a calendar data file; errors name the line and column, or the entry and field. */
export function parseCalendarFile(text: string): CalendarFile {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw syntaxError(text, err as Error);
  }
  return validateCalendarFile(raw);
}
