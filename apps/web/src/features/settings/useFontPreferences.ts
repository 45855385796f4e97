import type { FontPreferences } from '@app/contracts/settings/types';
import { useCallback, useEffect, useRef, useState } from 'react';
import { applyFont, clampFontSize, FONT_SAVE_DEBOUNCE_MS, storeFontPreferences } from '../user-settings';
import { settingsApi } from '../user-settings';
import { useSettings } from '../user-settings';
import { toastFailure } from '../../shared/api/errorToast';

export type SaveState = 'idle' | 'pending' | 'saved' | 'error';

/**
 * Font size and family: applied to the whole app and stored locally at once, saved to the server
 * 300 ms after the last change. Saves run one after another, so the last one wins.
 */
export function useFontPreferences() {
  const { settings, patch } = useSettings();
  const [state, setState] = useState<SaveState>('idle');
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<FontPreferences | null>(null);
  const chain = useRef<Promise<void>>(Promise.resolve());

  const flush = useCallback(() => {
    timer.current = null;
    const value = pending.current;
    pending.current = null;
    if (!value) return;
    chain.current = chain.current.then(async () => {
      try {
        await settingsApi.fontPreferences(value);
        if (!pending.current) setState('saved');
        setError(null);
      } catch (e) {
        const message = e instanceof Error ? e.message : 'Failed to update font preferences';
        setState('error');
        setError(message);
        toastFailure(e, message);
      }
    });
  }, []);

  // Leaving the page sends a change that is still waiting for its debounce.
  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        flush();
      }
    },
    [flush],
  );

  const change = (next: FontPreferences) => {
    const value = { base_font_size: clampFontSize(next.base_font_size), font_family: next.font_family };
    applyFont(value.base_font_size, value.font_family);
    storeFontPreferences(value.base_font_size, value.font_family);
    void patch('font_preferences', value);
    pending.current = value;
    setState('pending');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(flush, FONT_SAVE_DEBOUNCE_MS);
  };

  return { font: settings.font_preferences, change, state, error, retry: () => change(settings.font_preferences) };
}
