import { createLocalStore } from '../../shared/storage/localStore';

export const BACKGROUND_STYLES = ['aurora', 'darkveil', 'beams', 'dot-grid', 'none'] as const;
export type BackgroundStyle = (typeof BACKGROUND_STYLES)[number];
export const BACKGROUND_INTENSITIES = ['subtle', 'medium', 'strong'] as const;
export const ANIMATION_DENSITIES = ['low', 'normal', 'high'] as const;

/** Local UI preferences, kept in the browser under `uiPreferences`. */
export interface UiPreferences {
  reducedAnimations: boolean;
  backgroundStyle: BackgroundStyle;
  pixelTransitions: boolean;
  backgroundIntensity: (typeof BACKGROUND_INTENSITIES)[number];
  animationDensity: (typeof ANIMATION_DENSITIES)[number];
  /** Multiplier of animation speed, 0.25 to 3. */
  animationSpeed: number;
  blobCursorEnabled: boolean;
}

/** The defaults: dot-grid, subtle, normal, speed 1. */
export const UI_PREFERENCE_DEFAULTS: UiPreferences = {
  reducedAnimations: false,
  backgroundStyle: 'dot-grid',
  pixelTransitions: false,
  backgroundIntensity: 'subtle',
  animationDensity: 'normal',
  animationSpeed: 1,
  blobCursorEnabled: false,
};

/** What "reset" restores: the defaults, with the aurora background. */
export const UI_PREFERENCE_RESET: UiPreferences = { ...UI_PREFERENCE_DEFAULTS, backgroundStyle: 'aurora' };

const oneOf = <T extends string>(list: readonly T[], v: unknown, d: T): T => (list.includes(v as T) ? (v as T) : d);

export function parseUiPreferences(raw: unknown): UiPreferences | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const d = UI_PREFERENCE_DEFAULTS;
  const speed =
    typeof r.animationSpeed === 'number' && Number.isFinite(r.animationSpeed)
      ? Math.min(3, Math.max(0.25, r.animationSpeed))
      : d.animationSpeed;
  return {
    reducedAnimations: typeof r.reducedAnimations === 'boolean' ? r.reducedAnimations : d.reducedAnimations,
    backgroundStyle: oneOf(BACKGROUND_STYLES, r.backgroundStyle, d.backgroundStyle),
    pixelTransitions: typeof r.pixelTransitions === 'boolean' ? r.pixelTransitions : d.pixelTransitions,
    backgroundIntensity: oneOf(BACKGROUND_INTENSITIES, r.backgroundIntensity, d.backgroundIntensity),
    animationDensity: oneOf(ANIMATION_DENSITIES, r.animationDensity, d.animationDensity),
    animationSpeed: speed,
    blobCursorEnabled: typeof r.blobCursorEnabled === 'boolean' ? r.blobCursorEnabled : d.blobCursorEnabled,
  };
}

export const uiPreferences = createLocalStore<UiPreferences>(
  'uiPreferences',
  UI_PREFERENCE_DEFAULTS,
  parseUiPreferences,
);
