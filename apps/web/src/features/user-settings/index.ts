// The signed-in user's settings and preferences as every screen reads them, and their table formatting.
export {
  applyFont,
  clampFontSize,
  FONT_FAMILIES,
  FONT_SAVE_DEBOUNCE_MS,
  FONT_SIZE_DEFAULT,
  FONT_SIZE_PRESETS,
  storedFontPreferences,
  storeFontPreferences,
} from './fontPreferences';
export { settingsApi } from './settingsApi';
export {
  ANIMATION_DENSITIES,
  BACKGROUND_INTENSITIES,
  BACKGROUND_STYLES,
  type BackgroundStyle,
  UI_PREFERENCE_RESET,
  uiPreferences,
  type UiPreferences,
} from './uiPreferences';
export { useSettings } from './useSettings';
export { type CellStyler, useTableFormatting } from './useTableFormatting';
export { usePreferences } from './usePreferences';
