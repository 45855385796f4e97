import { describe, expect, it } from 'vitest';
import { marketSessionAt } from './marketStatus';

// IST wall-clock times on Monday 23 Nov 2026, whatever zone the test runs in.
const two = (n: number) => String(n).padStart(2, '0');
const at = (h: number, m: number, day = 23) => new Date(`2026-11-${two(day)}T${two(h)}:${two(m)}:00+05:30`);

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
    expect(marketSessionAt(at(10, 0, 21))).toBe('closed');
    expect(marketSessionAt(at(10, 0, 22))).toBe('closed');
  });

  it('follows the exchanges in India, not the browser: 04:00 UTC is 09:30 IST, open', () => {
    expect(marketSessionAt(new Date('2026-11-23T04:00:00Z'))).toBe('open');
    expect(marketSessionAt(new Date('2026-11-23T10:00:00Z'))).toBe('closed');
  });
});
