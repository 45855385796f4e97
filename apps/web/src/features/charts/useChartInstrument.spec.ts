import { describe, expect, it } from 'vitest';
import { tokenParam } from './useChartInstrument';

describe('tokenParam', () => {
  it('takes positive whole tokens only', () => {
    expect(tokenParam('738561')).toBe(738561);
    expect(tokenParam('0')).toBeNull();
    expect(tokenParam('-5')).toBeNull();
    expect(tokenParam('12.5')).toBeNull();
    expect(tokenParam('abc')).toBeNull();
    expect(tokenParam(null)).toBeNull();
  });
});
