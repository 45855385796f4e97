import { describe, expect, it } from '@jest/globals';
import { combinedFactor, rescalePrice } from './action-factor.js';
import { readPurpose } from './purpose-grammar.js';

describe('PURPOSE: bonuses and splits become factors', () => {
  it('"Bonus 1:1" doubles the shares: factor 2/1', () => {
    expect(readPurpose('Bonus 1:1')).toEqual({
      actions: [{ kind: 'bonus', factor: { numerator: 2, denominator: 1 }, purpose: 'Bonus 1:1' }],
      unrecognised: [],
    });
  });

  it('"Bonus 3:1" gives three new per one held: factor 4/1, and ₹2,963.33 becomes ₹740.83 (Zerodha example)', () => {
    const [bonus] = readPurpose('Bonus 3:1').actions;
    expect(bonus).toMatchObject({ kind: 'bonus', factor: { numerator: 4, denominator: 1 } });
    if (bonus.kind === 'dividend') throw new Error('expected a bonus');
    // 8,890 / 12 = 740.8333...: the average after 3 bonus shares per 1 held.
    expect(rescalePrice('2963.33', bonus.factor)).toBe('740.8325');
  });

  it('"Bonus 3:2" keeps the fraction: 5/2', () => {
    expect(readPurpose('Bonus 3:2').actions[0]).toMatchObject({ factor: { numerator: 5, denominator: 2 } });
  });

  it('"Face Value Split (Sub-Division) - From Rs 10/- Per Share To Rs 5/- Per Share": factor 10/5 = 2/1', () => {
    const text = 'Face Value Split (Sub-Division) - From Rs 10/- Per Share To Rs 5/- Per Share';
    expect(readPurpose(text)).toEqual({
      actions: [{ kind: 'split', factor: { numerator: 2, denominator: 1 }, purpose: text }],
      unrecognised: [],
    });
  });

  it('a split to a fractional face value (Rs 2 to Re 0.50) is 4/1', () => {
    expect(readPurpose('Face Value Split From Rs 2/- To Re 0.50/-').actions[0]).toMatchObject({
      kind: 'split',
      factor: { numerator: 4, denominator: 1 },
    });
  });

  it('BAJFINANCE 16-Jun-2025: "Bonus 4:1 / Face Value Split From Rs 2/- To Re 1/-" is two actions, combined factor 10', () => {
    const { actions, unrecognised } = readPurpose('Bonus 4:1 / Face Value Split From Rs 2/- To Re 1/-');
    expect(unrecognised).toEqual([]);
    expect(actions.map((a) => a.kind)).toEqual(['bonus', 'split']);
    const factors = actions.map((a) => (a.kind === 'dividend' ? { numerator: 1, denominator: 1 } : a.factor));
    // bonus 4:1 -> (4+1)/1 = 5; split 2 -> 1 -> 2; together 5 x 2 = 10.
    expect(factors).toEqual([
      { numerator: 5, denominator: 1 },
      { numerator: 2, denominator: 1 },
    ]);
    expect(combinedFactor(factors)).toEqual({ numerator: 10, denominator: 1 });
    // A ₹9,000 close before the ex-date reads ₹900 after it.
    expect(rescalePrice('9000', combinedFactor(factors))).toBe('900');
  });
});
