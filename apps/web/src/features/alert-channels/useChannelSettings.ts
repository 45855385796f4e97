import type { ChannelSettingsReply } from '@app/contracts/alerts/rpc';
import type { ChannelSettingsView } from '@app/contracts/alerts/rule-types';
import { useCallback, useEffect, useState } from 'react';
import { channelsApi } from './channelsApi';
import type { ChannelSettingsPatch } from './channelPayloads';

export interface ChannelSettingsState {
  status: 'loading' | 'error' | 'ready';
  view: ChannelSettingsView | null;
  error: unknown;
  /** A new webhook secret from the last answer: the only time the server ever shows it. */
  secret: string | null;
  /** Which change is on its way, so only its button spins. */
  saving: string | null;
  reload: () => Promise<void>;
  /** Reads the settings again without a loading screen (after linking Telegram in the bot). */
  refresh: () => Promise<void>;
  /** Sends a change; resolves true when the server took it (its failure is already toasted). */
  save: (key: string, patch: ChannelSettingsPatch) => Promise<boolean>;
  /** Runs a call that answers the settings (verify, push subscribe) under a saving key. */
  run: (key: string, call: () => Promise<ChannelSettingsReply | null>) => Promise<boolean>;
  forgetSecret: () => void;
}

export function useChannelSettings(): ChannelSettingsState {
  const [view, setView] = useState<ChannelSettingsView | null>(null);
  const [status, setStatus] = useState<ChannelSettingsState['status']>('loading');
  const [error, setError] = useState<unknown>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [saving, setSaving] = useState<string | null>(null);

  const reload = useCallback(async () => {
    setStatus('loading');
    try {
      setView((await channelsApi.get()).channels);
      setStatus('ready');
    } catch (e) {
      setError(e);
      setStatus('error');
    }
  }, []);
  useEffect(() => void reload(), [reload]);
  const refresh = useCallback(async () => {
    try {
      setView((await channelsApi.get()).channels);
    } catch {
      // Already toasted; the settings on screen stay.
    }
  }, []);

  const run = useCallback(async (key: string, call: () => Promise<ChannelSettingsReply | null>) => {
    setSaving(key);
    try {
      const reply = await call();
      if (reply) {
        setView(reply.channels);
        // Any later answer without a secret hides the one shown: it is never shown twice.
        setSecret(reply.webhook_secret ?? null);
      }
      return true;
    } catch {
      return false;
    } finally {
      setSaving(null);
    }
  }, []);
  const save = useCallback((key: string, patch: ChannelSettingsPatch) => run(key, () => channelsApi.put(patch)), [run]);
  const forgetSecret = useCallback(() => setSecret(null), []);
  return { status, view, error, secret, saving, reload, refresh, save, run, forgetSecret };
}
