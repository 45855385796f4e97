import { describe, expect, it } from '@jest/globals';
import { MAX_JSON_DEPTH, jsonDepthExceeds } from './body-parser.js';

const nested = (levels: number, make: (inner: unknown) => unknown): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < levels; i++) v = make(v);
  return v;
};

describe('jsonDepthExceeds', () => {
  it('lets the deepest body of the catalogue through (a layout with its column configs)', () => {
    const layout = {
      layout: [{ i: 'watchlist', x: 0 }],
      containers: ['watchlist'],
      columnConfigs: { watchlist: { selectedColumns: ['a'] } },
    };
    expect(jsonDepthExceeds(layout, MAX_JSON_DEPTH)).toBe(false);
  });

  it('counts objects and arrays alike, and scalars not at all', () => {
    expect(
      jsonDepthExceeds(
        nested(3, (v) => ({ a: v })),
        3,
      ),
    ).toBe(false);
    expect(
      jsonDepthExceeds(
        nested(4, (v) => [v]),
        3,
      ),
    ).toBe(true);
    expect(jsonDepthExceeds('text', 0)).toBe(false);
    expect(jsonDepthExceeds(null, 0)).toBe(false);
  });

  it('finds the one deep branch among shallow ones', () => {
    expect(jsonDepthExceeds({ a: 1, b: [1, 2], c: { d: nested(40, (v) => ({ x: v })) } }, MAX_JSON_DEPTH)).toBe(true);
  });

  it('walks 100,000 levels without overflowing the stack', () => {
    expect(
      jsonDepthExceeds(
        nested(100_000, (v) => [v]),
        MAX_JSON_DEPTH,
      ),
    ).toBe(true);
  });
});
