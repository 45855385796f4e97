import { describe, expect, it } from 'vitest';
import { parseUiPreferences, UI_PREFERENCE_DEFAULTS, UI_PREFERENCE_RESET } from './uiPreferences';

describe('UI preferences', () => {
  it('defaults to dot-grid, subtle, normal, speed 1; reset picks aurora', () => {
    expect(UI_PREFERENCE_DEFAULTS).toMatchObject({
      backgroundStyle: 'dot-grid',
      backgroundIntensity: 'subtle',
      animationDensity: 'normal',
      animationSpeed: 1,
    });
    expect(UI_PREFERENCE_RESET.backgroundStyle).toBe('aurora');
  });

  it('keeps valid stored values and replaces invalid ones with defaults', () => {
    expect(parseUiPreferences({ backgroundStyle: 'beams', animationSpeed: 9, reducedAnimations: 'yes' })).toMatchObject(
      {
        backgroundStyle: 'beams',
        animationSpeed: 3,
        reducedAnimations: false,
      },
    );
    expect(parseUiPreferences({ backgroundStyle: 'lava' })?.backgroundStyle).toBe('dot-grid');
    expect(parseUiPreferences('nope')).toBeNull();
  });
});
