import { describe, expect, it } from 'vitest';
import { cleanLayoutName, containerCountText, layoutNamed } from './layoutNames';

describe('layout names', () => {
  it('trims names and refuses blank ones', () => {
    expect(cleanLayoutName('  Morning  ')).toBe('Morning');
    expect(cleanLayoutName('   ')).toBeNull();
  });
  it('finds an existing layout by name without regard to case', () => {
    const layouts = [{ id: '1', name: 'Morning' }] as never[];
    expect(layoutNamed(layouts, ' morning ')).toEqual({ id: '1', name: 'Morning' });
    expect(layoutNamed(layouts, 'evening')).toBeUndefined();
  });
  it('counts containers', () => {
    expect(containerCountText(1)).toBe('1 container');
    expect(containerCountText(3)).toBe('3 containers');
  });
});
