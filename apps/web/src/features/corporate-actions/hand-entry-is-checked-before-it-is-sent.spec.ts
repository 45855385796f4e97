import { describe, expect, it } from 'vitest';
import { effectText } from './actionText';
import { checkEntry, EMPTY_ENTRY, factorOf } from './entryForm';

const base = { ...EMPTY_ENTRY, isin: ' ine002a01018 ', ex_date: '2025-06-16', record_date: '2025-06-16' };

describe('corporate action hand entry', () => {
  it('turns a split from face value 10 to 5, and bonuses 1:1 and 3:1, into factors', () => {
    expect(factorOf('split', 10, 5)).toEqual({ numerator: 2, denominator: 1 });
    expect(factorOf('split', 10, 1)).toEqual({ numerator: 10, denominator: 1 });
    expect(factorOf('bonus', 1, 1)).toEqual({ numerator: 2, denominator: 1 });
    expect(factorOf('bonus', 3, 1)).toEqual({ numerator: 4, denominator: 1 });
    expect(factorOf('bonus', 2, 4)).toEqual({ numerator: 3, denominator: 2 });
  });

  it('sends a valid split with its factor and the ISIN upper-cased', () => {
    expect(checkEntry({ ...base, kind: 'split', first: '10', second: '5' })).toEqual({
      errors: {},
      body: {
        isin: 'INE002A01018',
        kind: 'split',
        ex_date: '2025-06-16',
        record_date: '2025-06-16',
        ratio_numerator: 2,
        ratio_denominator: 1,
      },
    });
  });

  it('names every bad field', () => {
    const { errors, body } = checkEntry({
      ...EMPTY_ENTRY,
      isin: 'US0378331005',
      ex_date: '2025-02-30',
      record_date: 'soon',
      kind: 'bonus',
      first: '0',
      second: '1.5',
    });
    expect(body).toBeNull();
    expect(Object.keys(errors).sort()).toEqual(['ex_date', 'first', 'isin', 'record_date', 'second']);
  });

  it('refuses a record date before the ex-date and a split that raises the face value', () => {
    expect(checkEntry({ ...base, record_date: '2025-06-13', kind: 'split', first: '10', second: '5' }).errors).toEqual({
      record_date: 'The record date cannot be before the ex-date',
    });
    expect(checkEntry({ ...base, kind: 'split', first: '5', second: '10' }).errors.second).toBe(
      'A split lowers the face value',
    );
  });

  it('takes a dividend per share with up to four decimals', () => {
    expect(checkEntry({ ...base, kind: 'dividend', per_share: '11' }).body?.per_share).toBe(11);
    expect(checkEntry({ ...base, kind: 'dividend', per_share: '0' }).errors.per_share).toBeDefined();
    expect(checkEntry({ ...base, kind: 'dividend', per_share: '1.23456' }).errors.per_share).toBeDefined();
  });

  it('describes an action by its factor or amount', () => {
    expect(effectText({ kind: 'bonus', ratio_numerator: 4, ratio_denominator: 1, per_share: null })).toBe('×4 (4/1)');
    expect(effectText({ kind: 'split', ratio_numerator: 3, ratio_denominator: 2, per_share: null })).toBe('×1.5 (3/2)');
    expect(effectText({ kind: 'dividend', ratio_numerator: null, ratio_denominator: null, per_share: '11' })).toBe(
      '₹11.00 per share',
    );
  });
});
