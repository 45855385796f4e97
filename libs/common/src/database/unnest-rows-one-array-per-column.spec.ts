import { describe, expect, it } from '@jest/globals';
import { unnestRows } from './unnest-insert.js';

describe('many rows as one array per column', () => {
  it('types each parameter after the ones before it and passes each column in row order, missing values as null', () => {
    const rows = unnestRows(
      [
        ['symbol', 'text'],
        ['price', 'numeric'],
        ['day', 'date'],
      ],
      [
        ['INFY', 1500.5, '2026-11-02'],
        ['TCS', 3200, undefined],
      ],
      2,
    );
    expect(rows.from).toBe(
      'unnest($2::text[], $3::numeric[], $4::date[]) WITH ORDINALITY AS r(symbol, price, day, ord)',
    );
    expect(rows.names).toBe('symbol, price, day');
    expect(rows.values).toEqual([
      ['INFY', 'TCS'],
      [1500.5, 3200],
      ['2026-11-02', null],
    ]);
  });
});
