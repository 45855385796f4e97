import { describe, expect, it } from '@jest/globals';
import { arrayLiteral } from './array-literal.js';

// A write names thousands of entries by uuid, with the price and time of each fire.
describe('an array literal of entry ids, prices and times', () => {
  it('lists uuids between braces, comma-separated, unquoted', () => {
    expect(arrayLiteral(['0b7c6a4e-9d1f-4c3a-8e2b-5f6a7b8c9d0e', 'f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f9'])).toBe(
      '{0b7c6a4e-9d1f-4c3a-8e2b-5f6a7b8c9d0e,f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f9}',
    );
  });

  it('writes prices and epoch milliseconds exactly as JavaScript prints them', () => {
    expect(arrayLiteral([1450.05, 0.05, 1767584700123])).toBe('{1450.05,0.05,1767584700123}');
  });

  it('is an empty array for no values', () => {
    expect(arrayLiteral([])).toBe('{}');
  });
});
