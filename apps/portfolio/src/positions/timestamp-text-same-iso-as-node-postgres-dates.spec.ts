import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import pg from 'pg';
import { isoOfTimestamptz, TIMESTAMPS_AS_ISO_TEXT } from './timestamp-text.js';

const viaDate = (text: string) =>
  (pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ, 'text')(text) as Date).toISOString();
const two = (n: number) => String(n).padStart(2, '0');

describe('timestamptz text as ISO text', () => {
  it('answers what Date#toISOString answers for the Date node-postgres makes, whatever the fraction', () => {
    const fraction = fc.oneof(
      fc.constant(''),
      fc
        .integer({ min: 1, max: 6 })
        .chain((digits) =>
          fc.integer({ min: 0, max: 10 ** digits - 1 }).map((n) => `.${String(n).padStart(digits, '0')}`),
        ),
    );
    const text = fc
      .tuple(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 0, max: 59 }),
        fraction,
      )
      .map(([y, mo, d, h, mi, s, f]) => `${y}-${two(mo)}-${two(d)} ${two(h)}:${two(mi)}:${two(s)}${f}+00`);
    fc.assert(
      fc.property(text, (t) => {
        expect(isoOfTimestamptz(t)).toBe(viaDate(t));
      }),
      { numRuns: 20_000 },
    );
  });

  it('reads every fraction of a millisecond as node-postgres does, floating-point truncation included', () => {
    for (let n = 0; n < 1_000_000; n += 37) {
      const t = `2026-11-24 18:05:04.${String(n).padStart(6, '0')}+00`;
      expect(isoOfTimestamptz(t)).toBe(viaDate(t));
    }
  });

  it('takes text from a session in another time zone, or of another form, through the Date', () => {
    for (const t of [
      '2026-11-24 23:35:04.5+05:30',
      '2026-11-24 13:05:04-05',
      '1969-12-31 23:59:59.999+00',
      '12026-11-24 18:05:04+00',
      '2026-11-24 18:05:04+00 BC',
    ])
      expect(isoOfTimestamptz(t)).toBe(viaDate(t));
  });

  it('keeps a date as its text, as the pool does, and leaves every other column type to node-postgres', () => {
    expect(TIMESTAMPS_AS_ISO_TEXT.getTypeParser(pg.types.builtins.DATE, 'text')('2026-11-02')).toBe('2026-11-02');
    for (const oid of [pg.types.builtins.TIMESTAMP, pg.types.builtins.INT8, pg.types.builtins.NUMERIC])
      expect(TIMESTAMPS_AS_ISO_TEXT.getTypeParser(oid, 'text')).toBe(pg.types.getTypeParser(oid, 'text'));
    expect(TIMESTAMPS_AS_ISO_TEXT.getTypeParser(pg.types.builtins.TIMESTAMPTZ, 'text')).toBe(isoOfTimestamptz);
  });
});
