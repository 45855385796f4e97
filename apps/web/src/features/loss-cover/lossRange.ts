import { SETTINGS_DEFAULTS } from '@app/contracts/settings/constants';
import type { UserPreferences } from '@app/contracts/settings/types';

export interface LossRange {
  min: number;
  max: number;
}

/** The range defaults to 5 % - 100 %. */
export const DEFAULT_LOSS_RANGE: LossRange = {
  min: SETTINGS_DEFAULTS.loss_cover.min_loss_percent,
  max: SETTINGS_DEFAULTS.loss_cover.max_loss_percent,
};

const DECIMAL = /^\d*\.?\d*$/;

/**
 * Whether a keystroke's result may stand in a Min/Max Loss % field: digits with one optional decimal
 * point, and only values from 0 to 100 (an empty field or a lone point is fine while typing).
 */
export function acceptsRangeInput(text: string): boolean {
  if (!DECIMAL.test(text)) return false;
  if (text === '' || text === '.') return true;
  const v = Number(text);
  return v >= 0 && v <= 100;
}

const read = (text: string, empty: number) => {
  const v = Number.parseFloat(text);
  return text.trim() === '' || Number.isNaN(v) ? empty : v;
};

/** The range to save: an empty min means 0 and an empty max 100; min above max is allowed. */
export function rangeFromInputs(minText: string, maxText: string): LossRange {
  return { min: read(minText, 0), max: read(maxText, 100) };
}

/** The range in the user's preferences, with the defaults for what is missing. */
export function rangeFromPreferences(p: Partial<UserPreferences> | undefined): LossRange {
  const ok = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 100;
  return {
    min: ok(p?.loss_cover_min_percent) ? p.loss_cover_min_percent : DEFAULT_LOSS_RANGE.min,
    max: ok(p?.loss_cover_max_percent) ? p.loss_cover_max_percent : DEFAULT_LOSS_RANGE.max,
  };
}

const pct = (v: number) => `${Number.isInteger(v) ? v : Number(v.toFixed(2))}%`;

/** The caption: 'min% - max% loss range'. */
export function rangeCaption(range: LossRange): string {
  return `${pct(range.min)} - ${pct(range.max)} loss range`;
}
