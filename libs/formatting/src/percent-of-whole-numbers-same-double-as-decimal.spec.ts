import { describe, expect, it } from '@jest/globals';
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { exactPercentOfWhole } from './exact-percent.js';

const decimalPercent = (part: number, base: number) => new Decimal(part).div(base).times(100).toNumber();

/** The double after x (x positive). */
function nextUp(x: number): number {
  const f = new Float64Array([x]);
  const w = new BigUint64Array(f.buffer);
  w[0] += 1n;
  return f[0];
}

/** The answer, or Decimal's where the fast way declines: what a caller gets. */
const percent = (part: number, base: number) => exactPercentOfWhole(part, base) ?? decimalPercent(part, base);

describe('percent of whole numbers without Decimal', () => {
  it("answers Decimal's double for a position's P&L over its amount in ten-thousandths", () => {
    const ticks = fc.integer({ min: 0, max: 50_000_000_000 });
    fc.assert(
      fc.property(ticks, ticks, fc.integer({ min: 1, max: 10_000 }), (buy, now, q) => {
        expect(percent((now - buy) * q, buy * q)).toBe(decimalPercent((now - buy) * q, buy * q));
      }),
      { numRuns: 20_000 },
    );
  });

  it('declines, or still agrees, when the quotient lies next to a point halfway between two doubles', () => {
    let declined = 0;
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1e6, noNaN: true }), fc.integer({ min: 2, max: 1e13 }), (q, base) => {
        // A part whose percent of base lands as near the middle of q and the next double as whole numbers allow.
        const part = Math.round(((q + (nextUp(q) - q) / 2) * base) / 100);
        const fast = exactPercentOfWhole(part, base);
        if (fast === undefined) declined++;
        expect(percent(part, base)).toBe(decimalPercent(part, base));
      }),
      { numRuns: 20_000 },
    );
    expect(declined).toBeGreaterThan(0);
  });

  it('keeps the sign, and the sign of zero, as Decimal does', () => {
    for (const [part, base] of [
      [1, 3],
      [-1, 3],
      [1, -3],
      [-2, -3],
      [0, 5],
      [-0, 5],
      [0, -5],
    ])
      expect(Object.is(percent(part, base), decimalPercent(part, base))).toBe(true);
  });

  it('leaves a zero base and parts too large for exact doubles to Decimal', () => {
    expect(exactPercentOfWhole(7, 0)).toBeUndefined();
    expect(exactPercentOfWhole(2 ** 50, 3)).toBeUndefined();
    expect(exactPercentOfWhole(1.5, 3)).toBeUndefined();
  });
});
