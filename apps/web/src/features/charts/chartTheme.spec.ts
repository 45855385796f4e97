import { describe, expect, it } from 'vitest';
import { chartTheme, withAlpha } from './chartTheme';

describe('chart theme', () => {
  it('adds opacity to hex and rgb colours', () => {
    expect(withAlpha('#10b981', 0.4)).toBe('rgba(16, 185, 129, 0.4)');
    expect(withAlpha('#fff', 0.5)).toBe('rgba(255, 255, 255, 0.5)');
    expect(withAlpha('#ef4444cc', 1)).toBe('rgba(239, 68, 68, 1)');
    expect(withAlpha('rgb(1, 2, 3)', 0.2)).toBe('rgba(1, 2, 3, 0.2)');
    expect(withAlpha('red', 0.2)).toBe('red');
  });

  it('reads the app variables, with defaults when a variable is empty', () => {
    const vars: Record<string, string> = { '--color-success': ' #00ff00', '--color-danger': '#ff0000' };
    const theme = chartTheme((n) => vars[n] ?? '');
    expect(theme.up).toBe('#00ff00');
    expect(theme.down).toBe('#ff0000');
    expect(theme.upVolume).toBe('rgba(0, 255, 0, 0.4)');
    expect(theme.text).toBe('#8b98a9');
  });
});
