import { afterEach, describe, expect, it } from 'vitest';
import { clampFontSize, FONT_FAMILIES, FONT_SIZE_KEY, storedFontPreferences } from './fontPreferences';

afterEach(() => localStorage.clear());

describe('font preferences', () => {
  it('clamps sizes to 10..50 and defaults to 14', () => {
    expect(clampFontSize(8)).toBe(10);
    expect(clampFontSize(72)).toBe(50);
    expect(clampFontSize('16')).toBe(16);
    expect(clampFontSize('abc')).toBe(14);
  });

  it('ignores a stored size outside the range', () => {
    localStorage.setItem(FONT_SIZE_KEY, '99');
    expect(storedFontPreferences().size).toBeNull();
    localStorage.setItem(FONT_SIZE_KEY, '18');
    expect(storedFontPreferences().size).toBe(18);
  });

  it('offers fifteen families with Inter first', () => {
    expect(FONT_FAMILIES).toHaveLength(15);
    expect(FONT_FAMILIES[0].label).toBe('Inter');
  });
});
