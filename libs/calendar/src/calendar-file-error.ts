/** A data file that cannot be used: names the entry (`days[12]`, 2026-03-03) and the field at fault. */
export class CalendarFileError extends Error {
  constructor(
    /** Where in the file: `days[12].sessions[0].end`, `years[1].year`, ... */
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
    this.name = 'CalendarFileError';
  }
}
