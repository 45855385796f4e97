import pg from 'pg';

type TypeParser = (text: string) => unknown;

const asText: TypeParser = (text) => text;

/**
 * node-postgres's type parsers, except that a `date` column comes as its text, `2026-11-02`. By default
 * it becomes a Date at midnight in the process's time zone, so a service run in IST (an Indian
 * developer's laptop, a pod with TZ=Asia/Kolkata) wrote a buy date of 2 November as
 * `2026-11-01T18:30:00.000Z` and a form reading its first ten characters moved it back a day. A date is
 * a calendar day, and the contracts carry it as `yyyy-mm-dd`. TypeORM's entities read either form.
 */
export const DATES_AS_TEXT = {
  getTypeParser: (oid: number, format?: 'text' | 'binary'): TypeParser =>
    oid === pg.types.builtins.DATE && format !== 'binary'
      ? asText
      : (pg.types.getTypeParser(oid, format as 'text') as TypeParser),
};
