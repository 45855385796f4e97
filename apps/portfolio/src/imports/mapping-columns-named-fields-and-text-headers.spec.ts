import { describe, expect, it } from '@jest/globals';
import { DomainError } from '@app/common';
import { checkMappingColumns } from './mapping-columns.js';

const fieldsOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as DomainError).details?.map((d) => d.field);
  }
  return [];
};

describe('a mapping names fields of its kind and maps each to a header', () => {
  it('accepts fields of the kind, required or optional', () => {
    const m = { kind: 'trade' as const, columns: { symbol: 'Scrip', trade_id: 'Deal No' } };
    expect(checkMappingColumns(m)).toBe(m);
  });

  it('names an unknown field and a header that is not text', () => {
    const columns = { symbol: 5, bogus: 'x', price: '' } as unknown as Record<string, string>;
    expect(fieldsOf(() => checkMappingColumns({ kind: 'trade', columns }))).toEqual([
      'columns.symbol',
      'columns.bogus',
      'columns.price',
    ]);
  });

  it('checks against the chosen kind: a trade field is not a holding field', () => {
    expect(fieldsOf(() => checkMappingColumns({ kind: 'holding', columns: { side: 'Action' } }))).toEqual([
      'columns.side',
    ]);
  });
});
