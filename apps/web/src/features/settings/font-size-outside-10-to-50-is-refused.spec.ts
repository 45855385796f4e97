import { describe, expect, it } from 'vitest';
import { parseFontSize } from './inputRules';

const RANGE = { min: 10, max: 50 };
const REFUSED = { ok: false, error: 'Enter a size from 10 to 50' };

describe('a typed font size', () => {
  it('takes whole numbers from 10 to 50', () => {
    expect(parseFontSize('10', RANGE)).toEqual({ ok: true, value: 10 });
    expect(parseFontSize(' 18 ', RANGE)).toEqual({ ok: true, value: 18 });
    expect(parseFontSize('50', RANGE)).toEqual({ ok: true, value: 50 });
  });

  it('refuses sizes outside the range, decimals, empty text and words, with one message', () => {
    for (const text of ['9', '51', '60', '0', '14.5', '', 'abc', '-12', '1e2'])
      expect(parseFontSize(text, RANGE)).toEqual(REFUSED);
  });
});
