import { describe, expect, it } from 'vitest';
import { marketSessionAt } from './marketStatus';

const at = (h: number, m: number) => new Date(2026, 10, 23, h, m, 0);

describe('market session clock', () => {
  it.each([
    [8, 59, 'closed'],
    [9, 0, 'pre-open'],
    [9, 14, 'pre-open'],
    [9, 15, 'open'],
    [12, 0, 'open'],
    [15, 29, 'open'],
    [15, 30, 'closed'],
    [23, 0, 'closed'],
    [0, 0, 'closed'],
  ] as const)('%i:%i is %s', (h, m, expected) => {
    expect(marketSessionAt(at(h, m))).toBe(expected);
  });

  it('is closed all weekend', () => {
    expect(marketSessionAt(new Date(2026, 10, 21, 10, 0))).toBe('closed');
    expect(marketSessionAt(new Date(2026, 10, 22, 10, 0))).toBe('closed');
  });
});
