import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { Decimal } from 'decimal.js';
import { addDays } from './day-math.js';
import { xirr } from './xirr.js';

type Flow = { day: number; amount: number };

const pv = (flows: Flow[], r: number) => flows.reduce((s, f) => s + f.amount / Math.pow(1 + r, f.day / 365), 0);

/** Every root on a fine grid from −99.99 % to a million-fold a year, each refined by plain bisection. */
function bruteForceRoots(flows: Flow[]): number[] {
  const grid: number[] = [];
  for (let r = -0.9999; r < 2; r += 0.0005) grid.push(r);
  for (let r = 2; r < 100; r += 0.01) grid.push(r);
  for (let r = 100; r <= 1e6; r *= 1.01) grid.push(r);
  const roots: number[] = [];
  for (let i = 1; i < grid.length; i++) {
    let lo = grid[i - 1]!;
    let hi = grid[i]!;
    const fLo = pv(flows, lo);
    if (Math.sign(fLo) === Math.sign(pv(flows, hi))) continue;
    for (let k = 0; k < 80; k++) {
      const mid = (lo + hi) / 2;
      if (Math.sign(pv(flows, mid)) === Math.sign(fLo)) lo = mid;
      else hi = mid;
    }
    roots.push((lo + hi) / 2);
  }
  return roots;
}

const flows = fc
  .tuple(
    fc.integer({ min: 1, max: 100_000 }),
    fc.array(fc.record({ day: fc.integer({ min: 1, max: 2000 }), amount: fc.integer({ min: -50_000, max: 50_000 }) }), {
      minLength: 1,
      maxLength: 8,
    }),
  )
  .map(([first, rest]) => [{ day: 0, amount: -first }, ...rest])
  .filter((fs) => fs.some((f) => f.amount > 0));

describe('XIRR against a brute-force root search', () => {
  it('finds the same rate wherever the search finds exactly one', () => {
    let compared = 0;
    fc.assert(
      fc.property(flows, (fs) => {
        const roots = bruteForceRoots(fs);
        if (roots.length !== 1) return;
        const figure = xirr(fs.map((f) => ({ date: addDays('2020-01-01', f.day), amount: new Decimal(f.amount) })));
        expect(figure.status).toBe('ok');
        // The answer is rounded to six places: within 5e-7 of the root, plus the search's own error.
        expect(Math.abs(Number(figure.xirr) - roots[0]!)).toBeLessThan(1e-6);
        compared++;
      }),
      { numRuns: 200, seed: 20080101 },
    );
    expect(compared).toBeGreaterThan(50);
  });
});
