import { DEFAULT_FONT_FAMILY, FONT_SIZE_MAX, FONT_SIZE_MIN } from '@app/contracts/settings/constants';

export const FONT_SIZE_DEFAULT = 14;
export const FONT_SIZE_KEY = 'fontSizePreference';
export const FONT_FAMILY_KEY = 'fontFamilyPreference';
/** Saving to the server waits this long after the last change. */
export const FONT_SAVE_DEBOUNCE_MS = 300;

/** The font size presets, from Small (12 px) to Max (30 px). */
export const FONT_SIZE_PRESETS = [
  { label: 'Small', size: 12 },
  { label: 'Medium', size: 14 },
  { label: 'Large', size: 16 },
  { label: 'Extra Large', size: 20 },
  { label: 'Huge', size: 24 },
  { label: 'Max', size: 30 },
] as const;

/** Fifteen families, Inter (bundled) first; the rest fall back to the system's fonts. */
export const FONT_FAMILIES = [
  { label: 'Inter', value: DEFAULT_FONT_FAMILY },
  { label: 'System UI', value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  { label: 'Roboto', value: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
  { label: 'Open Sans', value: '"Open Sans", "Segoe UI", Arial, sans-serif' },
  { label: 'Lato', value: 'Lato, "Helvetica Neue", Arial, sans-serif' },
  { label: 'Poppins', value: 'Poppins, "Segoe UI", Arial, sans-serif' },
  { label: 'Montserrat', value: 'Montserrat, "Segoe UI", Arial, sans-serif' },
  { label: 'Nunito', value: 'Nunito, "Segoe UI", Arial, sans-serif' },
  { label: 'Source Sans', value: '"Source Sans 3", "Source Sans Pro", Arial, sans-serif' },
  { label: 'Helvetica', value: '"Helvetica Neue", Helvetica, Arial, sans-serif' },
  { label: 'Arial', value: 'Arial, "Liberation Sans", sans-serif' },
  { label: 'Verdana', value: 'Verdana, Geneva, sans-serif' },
  { label: 'Georgia', value: 'Georgia, "Times New Roman", serif' },
  { label: 'IBM Plex Mono', value: '"IBM Plex Mono", ui-monospace, Menlo, monospace' },
  { label: 'JetBrains Mono', value: '"JetBrains Mono", ui-monospace, Menlo, Consolas, monospace' },
] as const;

/** Clamps to 10..50; a value that is not a number gives the default. */
export function clampFontSize(value: unknown): number {
  const n = typeof value === 'string' ? Number.parseFloat(value) : typeof value === 'number' ? value : Number.NaN;
  if (!Number.isFinite(n)) return FONT_SIZE_DEFAULT;
  return Math.min(FONT_SIZE_MAX, Math.max(FONT_SIZE_MIN, Math.round(n)));
}

/** The locally stored font preferences; a stored size outside 10..50 is ignored. */
export function storedFontPreferences(): { size: number | null; family: string | null } {
  let size: number | null = null;
  let family: string | null = null;
  try {
    const raw = localStorage.getItem(FONT_SIZE_KEY);
    const n = raw === null ? Number.NaN : Number.parseFloat(raw);
    if (Number.isFinite(n) && n >= FONT_SIZE_MIN && n <= FONT_SIZE_MAX) size = n;
    const f = localStorage.getItem(FONT_FAMILY_KEY);
    if (f && f.trim()) family = f;
  } catch {
    // storage unavailable
  }
  return { size, family };
}

export function storeFontPreferences(size: number, family: string): void {
  try {
    localStorage.setItem(FONT_SIZE_KEY, String(size));
    localStorage.setItem(FONT_FAMILY_KEY, family);
  } catch {
    // storage unavailable
  }
}

/** Applies font size and family to the whole app. */
export function applyFont(size: number, family: string): void {
  const root = document.documentElement;
  root.style.setProperty('--font-size-base', `${size}px`);
  // Inter ships with the app under its variable-font name.
  root.style.setProperty('--font-family', /^\s*"?Inter"?\s*,/.test(family) ? `'Inter Variable', ${family}` : family);
}
