import { describe, expect, it } from '@jest/globals';
import { unstorableTextErrors } from './unstorable-text.js';

const fields = (value: unknown, root?: string) => unstorableTextErrors(value, root).map((e) => e.field);

describe('unstorableTextErrors', () => {
  it('finds NUL characters in nested strings, array items and keys', () => {
    const value = {
      name: 'a\u0000b',
      ok: 'fine',
      list: ['x', 'y\u0000'],
      nested: { 'k\u0000': 1, deep: { s: '\u0000' } },
    };
    expect(fields(value)).toEqual(['list.1', 'name', 'nested.deep.s', 'nested.k\\u0000']);
  });

  it('finds lone surrogates, and lets surrogate pairs (emoji) through', () => {
    expect(unstorableTextErrors({ email: '\uD800', tail: 'x\uDC00', emoji: '🚀📈' })).toEqual([
      { field: 'email', errors: ['email must be well-formed Unicode'] },
      { field: 'tail', errors: ['tail must be well-formed Unicode'] },
    ]);
  });

  it('names the root for a bare string', () => {
    expect(fields('\u0000', 'query')).toEqual(['query']);
  });

  it('passes clean values, unicode and other control characters', () => {
    expect(unstorableTextErrors({ a: 'रिलायंस 🚀 \u200B \u202E \u0001', n: 1, b: true, z: null })).toEqual([]);
  });

  it('walks a value nested 100,000 levels deep without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(unstorableTextErrors(deep)).toHaveLength(1);
  });

  it('words one validation detail per field', () => {
    expect(unstorableTextErrors({ first_name: '\u0000' })).toEqual([
      { field: 'first_name', errors: ['first_name must not contain NUL characters'] },
    ]);
  });
});
