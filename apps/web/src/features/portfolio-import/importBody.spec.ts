import { describe, expect, it } from 'vitest';
import { IMPORT_SCHEMAS } from './csvSchema';
import { importBody } from './importBody';

const live = IMPORT_SCHEMAS['live-positions'];
const ok = (line: number) => ({
  line,
  item: { tradingSymbol: 'TCS', instrumentToken: 2953217, exchange: 'NSE', buyPrice: 3420, quantity: 10 },
  errors: [],
  lookup: null,
});

describe('importBody', () => {
  it('sends every row under the list key with their lines', () => {
    const out = importBody(live, [ok(2), ok(4)]);
    expect(out).toEqual({ body: { positions: [ok(2).item, ok(4).item] }, lines: [2, 4] });
    expect(importBody(IMPORT_SCHEMAS['rollover-history'], [ok(2)])).toMatchObject({
      body: { rolloverHistory: [ok(2).item] },
    });
  });

  it('refuses while any row has errors, or with no rows', () => {
    expect(importBody(live, [ok(2), { line: 3, item: null, errors: ['x'], lookup: null }])).toEqual({
      error: 'Fix the 1 row with errors first: the import sends every row or none',
    });
    expect(importBody(live, [])).toEqual({ error: 'There are no rows to import' });
  });

  it('refuses a body over the gateway limit and says how many rows fit', () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({
      ...ok(i + 2),
      item: { ...ok(0).item, name: 'TATA CONSULTANCY SERVICES LIMITED', buyDate: '2026-11-02' },
    }));
    const out = importBody(live, many);
    expect('error' in out && out.error).toMatch(
      /^The file is too large to send at once \(\d+ kB; the limit is 100 kB\)\. Split it into files of at most \d+ rows\.$/,
    );
  });
});
