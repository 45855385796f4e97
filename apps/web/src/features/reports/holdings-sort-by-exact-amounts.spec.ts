import { describe, expect, it } from 'vitest';
import { holdingReturn } from './returnsFixtures';
import { sortHoldingReturns } from './holdingSort';

const a = holdingReturn({ key: 'a', symbol: 'ASIANPAINT', value: '100000.01', gain: '-200.00' });
const b = holdingReturn({ key: 'b', symbol: 'BEL', value: '100000.00', gain: '1500.00' });
const c = holdingReturn({
  key: 'c',
  symbol: 'COALINDIA',
  value: '9999.99',
  gain: '40.00',
  xirr: { xirr: null, period_return: null, days: 3, status: 'not-meaningful', reason: 'Too short' },
});

const keys = (rows: { key: string }[]) => rows.map((r) => r.key);

describe('per-holding sort', () => {
  it('orders values a paisa apart', () => {
    expect(keys(sortHoldingReturns([b, c, a], { column: 'value', direction: 'desc' }))).toEqual(['a', 'b', 'c']);
    expect(keys(sortHoldingReturns([b, c, a], { column: 'value', direction: 'asc' }))).toEqual(['c', 'b', 'a']);
  });

  it('orders losses below gains', () => {
    expect(keys(sortHoldingReturns([a, b, c], { column: 'gain', direction: 'asc' }))).toEqual(['a', 'c', 'b']);
  });

  it('sinks a holding whose XIRR is not meaningful, whichever the direction', () => {
    // a and b both carry the fixture's 18.32 %; they keep their order, c goes last.
    expect(keys(sortHoldingReturns([c, b, a], { column: 'xirr', direction: 'desc' }))).toEqual(['b', 'a', 'c']);
    expect(keys(sortHoldingReturns([c, b, a], { column: 'xirr', direction: 'asc' }))).toEqual(['b', 'a', 'c']);
  });

  it('orders symbols alphabetically', () => {
    expect(keys(sortHoldingReturns([c, a, b], { column: 'symbol', direction: 'asc' }))).toEqual(['a', 'b', 'c']);
  });
});
