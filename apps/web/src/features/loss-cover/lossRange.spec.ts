import { describe, expect, it } from 'vitest';
import {
  acceptsRangeInput,
  DEFAULT_LOSS_RANGE,
  rangeCaption,
  rangeFromInputs,
  rangeFromPreferences,
} from './lossRange';

describe('loss range input rules', () => {
  it('takes digits with one optional decimal point', () => {
    for (const ok of ['', '.', '0', '5', '7.', '7.5', '.5', '99.99', '100', '100.0'])
      expect(acceptsRangeInput(ok)).toBe(true);
    for (const bad of ['-1', '1e2', 'abc', '5%', '1.2.3', ' 5', '5,5']) expect(acceptsRangeInput(bad)).toBe(false);
  });

  it('only takes values from 0 to 100', () => {
    expect(acceptsRangeInput('100.5')).toBe(false);
    expect(acceptsRangeInput('101')).toBe(false);
    expect(acceptsRangeInput('1000')).toBe(false);
  });

  it('resets an empty min to 0 and an empty max to 100, without checking min < max', () => {
    expect(rangeFromInputs('', '')).toEqual({ min: 0, max: 100 });
    expect(rangeFromInputs('.', '.')).toEqual({ min: 0, max: 100 });
    expect(rangeFromInputs('7.5', '20')).toEqual({ min: 7.5, max: 20 });
    expect(rangeFromInputs('30', '10')).toEqual({ min: 30, max: 10 });
  });

  it('reads preferences with the 5 - 100 defaults', () => {
    expect(DEFAULT_LOSS_RANGE).toEqual({ min: 5, max: 100 });
    expect(rangeFromPreferences(undefined)).toEqual({ min: 5, max: 100 });
    expect(rangeFromPreferences({ loss_cover_min_percent: 2, loss_cover_max_percent: 40 })).toEqual({
      min: 2,
      max: 40,
    });
    expect(rangeFromPreferences({ loss_cover_min_percent: 200 })).toEqual({ min: 5, max: 100 });
  });

  it('words the caption', () => {
    expect(rangeCaption({ min: 5, max: 100 })).toBe('5% - 100% loss range');
    expect(rangeCaption({ min: 2.5, max: 10 })).toBe('2.5% - 10% loss range');
  });
});
