import { describe, expect, it } from '@jest/globals';
import { resolveLevel } from './resolve-level.js';

const today = '2026-11-25';

describe('price and previous-close rules resolve to a price level', () => {
  it('watches a price above ₹1,600 upward and a price below ₹1,400 downward', () => {
    expect(resolveLevel({ kind: 'price_above', value: 1600, months: null }, { previousClose: 1500, today })).toEqual({
      level: 1600,
      direction: 'up',
    });
    expect(resolveLevel({ kind: 'price_below', value: 1400, months: null }, { previousClose: 1500, today })).toEqual({
      level: 1400,
      direction: 'down',
    });
  });

  it('puts a 2 % rise from a ₹1,512.40 close at ₹1,542.648 (1,512.40 x 1.02), upward', () => {
    expect(
      resolveLevel({ kind: 'change_pct_from_close', value: 2, months: null }, { previousClose: 1512.4, today }),
    ).toEqual({ level: 1542.648, direction: 'up' });
  });

  it('puts a 3 % fall from a ₹1,500 close at ₹1,455, downward', () => {
    expect(
      resolveLevel({ kind: 'change_pct_from_close', value: -3, months: null }, { previousClose: 1500, today }),
    ).toEqual({ level: 1455, direction: 'down' });
  });

  it('waits when the tick has no previous close (a first day of listing)', () => {
    expect(
      resolveLevel({ kind: 'change_pct_from_close', value: 5, months: null }, { previousClose: 0, today }),
    ).toBeUndefined();
  });

  it('watches nothing for a price rule stored without a value, rather than a level of ₹0', () => {
    expect(
      resolveLevel({ kind: 'price_above', value: null, months: null }, { previousClose: 1500, today }),
    ).toBeUndefined();
  });
});
