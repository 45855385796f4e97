import { describe, expect, it } from '@jest/globals';
import { readPurpose } from './purpose-grammar.js';

const dividendOf = (text: string) =>
  readPurpose(text).actions.map((a) => (a.kind === 'dividend' ? a.perShare : a.kind));

describe('PURPOSE: dividends per share, combined lines and what is skipped', () => {
  it('"Interim Dividend - Rs 11 Per Share" pays 11', () => {
    expect(dividendOf('Interim Dividend - Rs 11 Per Share')).toEqual(['11']);
  });

  it('"Final Dividend - Rs 2.50 Per Share" keeps the paise exactly', () => {
    expect(dividendOf('Final Dividend - Rs 2.50 Per Share')).toEqual(['2.50']);
  });

  it('"Dividend - Re 0.50 Per Share" reads the singular rupee', () => {
    expect(dividendOf('Dividend - Re 0.50 Per Share')).toEqual(['0.50']);
  });

  it('"Annual General Meeting/Dividend - Rs 8 Per Share": the meeting is no action, the dividend is one', () => {
    expect(readPurpose('Annual General Meeting/Dividend - Rs 8 Per Share')).toEqual({
      actions: [{ kind: 'dividend', perShare: '8', purpose: 'Dividend - Rs 8 Per Share' }],
      unrecognised: [],
    });
  });

  it('"Interim Dividend - Rs 5 Per Share / Special Dividend - Rs 10 Per Share" is two dividends', () => {
    const { actions } = readPurpose('Interim Dividend - Rs 5 Per Share / Special Dividend - Rs 10 Per Share');
    expect(actions).toEqual([
      { kind: 'dividend', perShare: '5', purpose: 'Interim Dividend - Rs 5 Per Share' },
      { kind: 'dividend', perShare: '10', purpose: 'Special Dividend - Rs 10 Per Share' },
    ]);
  });

  it.each(['Rights 19:100 at Rs 150', 'Buyback', 'Demerger', 'Scheme of Arrangement'])(
    '"%s" is no split, bonus or dividend: unrecognised',
    (text) => {
      expect(readPurpose(text)).toEqual({ actions: [], unrecognised: [text] });
    },
  );

  it('an AGM alone yields no action and nothing unrecognised (the file layer reports the line)', () => {
    expect(readPurpose('Annual General Meeting')).toEqual({ actions: [], unrecognised: [] });
  });

  it('a rights issue does not read as a bonus because of its ratio', () => {
    expect(readPurpose('Rights 1:5 @ premium Rs 100/-').actions).toEqual([]);
  });
});

describe('PURPOSE: numbers no action has are not read as one', () => {
  it.each([
    'Bonus 99999999999:1',
    'Dividend - Rs 99999999999999 Per Share',
    'Face Value Split From Rs 10/- To Rs 10/-',
  ])('"%s" is unrecognised', (text) => {
    expect(readPurpose(text)).toEqual({ actions: [], unrecognised: [text] });
  });
});
