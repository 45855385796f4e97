import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { ColumnConfig, GridItem } from '@app/contracts/settings/types';
import { settingsApi } from '../user-settings';
import { useSettings } from '../user-settings';
import { layoutApi, type LayoutBody } from './layoutApi';
import { layoutSettings } from './layoutSettings';
import { definitionOf } from './containerCatalog';
import { defaultColumnConfig, normaliseColumnConfig } from './columnConfig';
import { addContainer as addToLayout, removeContainer as removeFromLayout, sanitiseLayout } from './layoutModel';
import { cleanLayoutName, layoutNamed } from './layoutNames';
import { configsFor, type RestoreResult } from './restoreLayout';
import { useLayoutRestore } from './useLayoutRestore';
import { useSavedLayouts } from './useSavedLayouts';
import { toastFailure } from '../../shared/api/errorToast';

/** How long edits settle before the last-used and active layouts are saved. */
export const LAST_USED_SAVE_DELAY_MS = 1_000;
export const ACTIVE_SAVE_DELAY_MS = 2_000;

export interface DashboardLayout {
  layout: GridItem[];
  containers: string[];
  columnConfigs: Record<string, ColumnConfig>;
}

/**
 * The Overview's layout: restored once at start, edited by the grid and the toolbar,
 * kept in the browser's layout settings, auto-saved as the last-used layout after 1 s and into the
 * active saved layout after 2 s.
 */
export function useLayoutManager() {
  const { settings } = useSettings();
  const saved = useSavedLayouts();
  const local = layoutSettings.use();
  const [state, setState] = useState<DashboardLayout>({ layout: [], containers: [], columnConfigs: {} });
  const [activeLayoutId, setActiveLayoutId] = useState<string | null>(null);
  const changed = useRef(0);

  const restored = useCallback((r: RestoreResult) => {
    setState({ layout: r.layout, containers: r.containers, columnConfigs: r.columnConfigs });
    setActiveLayoutId(r.activeLayoutId);
  }, []);
  const status = useLayoutRestore(saved, restored);

  /** Every edit goes through here, so auto-save sees it. */
  const apply = useCallback((next: DashboardLayout | ((s: DashboardLayout) => DashboardLayout)) => {
    changed.current += 1;
    setState(next);
  }, []);

  // Keep the browser's copy and the server's last-used layout in step (1 s after the last change).
  useEffect(() => {
    if (status !== 'ready' || changed.current === 0) return;
    const now = new Date().toISOString();
    layoutSettings.set((s) => ({
      ...s,
      currentLayout: state.layout,
      currentContainers: state.containers,
      lastModified: now,
    }));
    const body: LayoutBody = { ...state };
    const t = setTimeout(
      () =>
        void layoutApi
          .saveLastUsed(body, new Date().toISOString())
          .catch((e) => console.warn('last-used layout not saved', e)),
      LAST_USED_SAVE_DELAY_MS,
    );
    return () => clearTimeout(t);
  }, [state, status]);

  // And, when auto-save is on, into the active saved layout (2 s after the last change).
  useEffect(() => {
    if (
      status !== 'ready' ||
      changed.current === 0 ||
      !activeLayoutId ||
      !local.enableAutoSave ||
      state.containers.length === 0
    )
      return;
    const id = activeLayoutId;
    const body: LayoutBody = { ...state };
    const t = setTimeout(() => {
      layoutApi
        .update(id, body)
        .then(() => saved.reload())
        .catch((e) => {
          // Deleted meanwhile (another tab): it is no longer the active layout, nothing to report.
          if ((e as { status?: number }).status === 404) {
            setActiveLayoutId((current) => (current === id ? null : current));
            void saved.reload();
            return;
          }
          toastFailure(e, 'Failed to update layout');
        });
    }, ACTIVE_SAVE_DELAY_MS);
    return () => clearTimeout(t);
    // `saved` changes identity on every render; reload is all that is needed from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, status, activeLayoutId, local.enableAutoSave]);

  // A change of active layout is saved to the server and kept locally.
  const chooseActive = useCallback((id: string | null) => {
    setActiveLayoutId(id);
    layoutSettings.set((s) => ({ ...s, activeLayoutId: id }));
    void layoutApi.setActiveId(id).catch((e) => console.warn('active layout not saved', e));
  }, []);

  const updateGrid = useCallback((layout: GridItem[]) => apply((s) => ({ ...s, layout })), [apply]);

  const addContainer = useCallback(
    (id: string, config?: ColumnConfig) => {
      if (state.containers.includes(id)) {
        toast.error('Container is already added to the layout');
        return;
      }
      const type = definitionOf(id)?.id;
      if (!type) return;
      const column = normaliseColumnConfig(
        type,
        config ?? settings.column_configs?.[type] ?? defaultColumnConfig(type),
      );
      apply((s) => ({ ...addToLayout(s, id), columnConfigs: { ...s.columnConfigs, [id]: column } }));
      toast.success(`${definitionOf(id)?.name ?? id} added to layout`);
    },
    [apply, state.containers, settings.column_configs],
  );

  const removeContainer = useCallback(
    (id: string) => {
      const type = definitionOf(id)?.id;
      apply((s) => {
        const { [id]: _gone, ...rest } = s.columnConfigs;
        return { ...removeFromLayout(s, id), columnConfigs: rest };
      });
      if (type) void settingsApi.deleteColumnConfig(type).catch((e) => console.warn(e));
      toast.success('Container removed from layout');
    },
    [apply],
  );

  const setColumnConfig = useCallback(
    async (id: string, config: ColumnConfig) => {
      const type = definitionOf(id)?.id;
      if (!type) return;
      const clean = normaliseColumnConfig(type, config);
      apply((s) => ({ ...s, columnConfigs: { ...s.columnConfigs, [id]: clean } }));
      try {
        await settingsApi.saveColumnConfig(clean);
      } catch (e) {
        if ((e as { status?: number }).status === 401)
          console.warn('column configuration save got 401: this may log you out');
        toastFailure(e, 'Failed to update column configuration');
        throw e;
      }
    },
    [apply],
  );

  const saveLayout = useCallback(
    async (rawName: string) => {
      if (state.containers.length === 0) {
        toast.error('Cannot save empty layout');
        return false;
      }
      const name = cleanLayoutName(rawName);
      if (!name) return false;
      const existing = layoutNamed(saved.layouts, name);
      const body: LayoutBody = { ...state };
      try {
        if (existing) {
          await layoutApi.update(existing.id, { ...body, name });
          chooseActive(existing.id);
          toast.success(`Layout "${name}" updated and set as default`);
        } else {
          const id = await layoutApi.create(name, body);
          if (id) chooseActive(id);
          toast.success(`Layout "${name}" saved and set as default`);
        }
        await saved.reload();
        return true;
      } catch (e) {
        toastFailure(e, existing ? 'Failed to update layout' : 'Failed to save layout');
        return false;
      }
    },
    [state, saved, chooseActive],
  );

  const loadLayout = useCallback(
    (id: string) => {
      const target = saved.layouts.find((l) => l.id === id);
      if (!target) {
        toast.error('Layout not found');
        return;
      }
      try {
        const next = sanitiseLayout(target.layout, target.containers);
        apply({ ...next, columnConfigs: configsFor(next.containers, target.columnConfigs) });
        chooseActive(target.id);
        toast.success(`Layout "${target.name}" loaded and set as default`);
      } catch (e) {
        toastFailure(e, 'Failed to load layout');
      }
    },
    [saved.layouts, apply, chooseActive],
  );

  const deleteLayout = useCallback(
    async (id: string) => {
      const wasActive = activeLayoutId === id;
      // Stop being the active layout first, so no pending auto-save writes into what is being deleted.
      if (wasActive) chooseActive(null);
      try {
        await layoutApi.remove(id);
        await saved.reload();
        toast.success('Layout deleted successfully');
      } catch (e) {
        if (wasActive) chooseActive(id);
        toastFailure(e, 'Failed to delete layout');
        throw e;
      }
    },
    [saved, activeLayoutId, chooseActive],
  );

  return {
    status,
    ...state,
    activeLayoutId,
    activeLayout: saved.layouts.find((l) => l.id === activeLayoutId) ?? null,
    savedLayouts: saved.layouts,
    savedLayoutsLoading: saved.isLoading,
    enableAutoSave: local.enableAutoSave,
    setEnableAutoSave: (on: boolean) => layoutSettings.set((s) => ({ ...s, enableAutoSave: on })),
    updateGrid,
    addContainer,
    removeContainer,
    setColumnConfig,
    saveLayout,
    loadLayout,
    deleteLayout,
  };
}

export type LayoutManager = ReturnType<typeof useLayoutManager>;
