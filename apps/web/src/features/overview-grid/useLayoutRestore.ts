import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { LastUsedLayout, SavedLayout } from '@app/contracts/settings/types';
import { retryOnce } from '../../shared/api/retry';
import { useAuth } from '../../shared/session/useAuth';
import { useSettings } from '../user-settings';
import { layoutApi } from './layoutApi';
import { layoutSettings } from './layoutSettings';
import { chooseLayoutToRestore, type RestoreResult } from './restoreLayout';

/** How long the restore waits for the settings and the saved layouts before it goes ahead. */
export const SETTINGS_WAIT_MS = 3_000;

export type DashboardStatus = 'loading' | 'ready' | 'error';

interface SavedLayoutsState {
  known: readonly SavedLayout[] | null;
  loaded: boolean;
}

type ServerState = [activeId: string | null, lastUsed: LastUsedLayout | null];

/**
 * Restores the Overview's layout once: when the saved layouts and settings are in, or after 3 s. Each
 * read gets one retry after 1 s. A read that still fails changes nothing on the server: when the
 * active saved layout is the one to show but the list of saved layouts could not be read, the
 * dashboard reports the failure instead of guessing.
 */
export function useLayoutRestore(saved: SavedLayoutsState, onRestored: (r: RestoreResult) => void): DashboardStatus {
  const { isAuthenticated } = useAuth();
  const { status: settingsStatus } = useSettings();
  const [status, setStatus] = useState<DashboardStatus>('loading');
  const [waitedLongEnough, setWaited] = useState(false);
  const server = useRef<Promise<ServerState> | null>(null);
  const done = useRef(false);

  useEffect(() => {
    const t = setTimeout(() => setWaited(true), SETTINGS_WAIT_MS);
    return () => clearTimeout(t);
  }, []);
  const ready = isAuthenticated && ((saved.loaded && settingsStatus !== 'loading') || waitedLongEnough);

  useEffect(() => {
    if (!ready || done.current) return;
    let superseded = false;
    server.current ??= Promise.all([
      retryOnce(layoutApi.activeId).catch(() => null),
      retryOnce(layoutApi.lastUsed).catch((): LastUsedLayout | null => null),
    ]);
    void server.current
      .then(([activeId, lastUsed]) => {
        if (superseded || done.current) return;
        const local = layoutSettings.get();
        const r = chooseLayoutToRestore({
          current: { layout: local.currentLayout, containers: local.currentContainers },
          savedLayouts: saved.known,
          activeLayoutId: activeId,
          lastUsed,
          now: Date.now(),
        });
        if (r.source === 'unavailable') {
          // Still loading: this runs again when the list arrives or fails.
          if (!saved.loaded) return;
          done.current = true;
          setStatus('error');
          return;
        }
        done.current = true;
        if (r.clearActiveId) void layoutApi.setActiveId(null).catch(() => undefined);
        onRestored(r);
        if (r.message) toast.success(r.message);
        setStatus('ready');
      })
      .catch((e: unknown) => {
        console.error('Failed to initialize dashboard', e);
        done.current = true;
        setStatus('error');
      });
    return () => {
      superseded = true;
    };
    // Runs when it may restore, and again when the saved layouts settle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, saved.known, saved.loaded]);

  return status;
}
