import { useCallback } from 'react';
import { usePreferences } from '../user-settings';
import { DEFAULT_LOSS_RANGE, rangeFromPreferences, type LossRange } from './lossRange';

/**
 * The user's loss-cover range from their preferences (the defaults when they cannot be read; null while
 * they load) and `save`, which stores a new range.
 */
export function useLossRange() {
  const { preferences, failed, loading, save } = usePreferences();
  const range: LossRange | null = preferences ? rangeFromPreferences(preferences) : failed ? DEFAULT_LOSS_RANGE : null;
  const saveRange = useCallback(
    (next: LossRange) => save({ loss_cover_min_percent: next.min, loss_cover_max_percent: next.max }),
    [save],
  );
  return { range, loading, save: saveRange };
}
