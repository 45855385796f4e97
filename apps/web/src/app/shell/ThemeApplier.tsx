import { useEffect } from 'react';
import { applyFont, clampFontSize, storedFontPreferences, storeFontPreferences } from '../../features/user-settings';
import { uiPreferences } from '../../features/user-settings';
import { useSettings } from '../../features/user-settings';

const COLOR_VARS = {
  primary: '--color-primary',
  success: '--color-success',
  danger: '--color-danger',
  warning: '--color-warning',
  info: '--color-info',
} as const;

// Apply the locally stored font at once, before settings arrive, so the page does not jump.
const stored = storedFontPreferences();
if (stored.size || stored.family)
  applyFont(
    stored.size ?? 14,
    stored.family ?? getComputedStyle(document.documentElement).getPropertyValue('--font-family'),
  );

/** Puts the user's colours, table colours, font and motion preferences on the document. */
export function ThemeApplier() {
  const { settings, status } = useSettings();
  const ui = uiPreferences.use();
  const { color_preferences: colors, font_preferences: font, table_colors: tables } = settings;

  useEffect(() => {
    const root = document.documentElement;
    for (const [key, cssVar] of Object.entries(COLOR_VARS)) {
      const value = colors[key as keyof typeof colors];
      if (value) root.style.setProperty(cssVar, value);
    }
    for (const [table, color] of Object.entries(tables))
      root.style.setProperty(`--table-bg-${table.replace('_', '-')}`, color);
  }, [colors, tables]);

  useEffect(() => {
    if (status !== 'loaded') return;
    const size = clampFontSize(font.base_font_size);
    applyFont(size, font.font_family);
    storeFontPreferences(size, font.font_family);
  }, [font, status]);

  useEffect(() => {
    document.documentElement.classList.toggle('reduced-motion', ui.reducedAnimations);
    document.documentElement.style.setProperty('--speed', String(ui.animationSpeed));
  }, [ui.reducedAnimations, ui.animationSpeed]);

  return null;
}
