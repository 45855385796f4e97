import type { ColumnConfig, GridItem, LastUsedLayout, SavedLayout } from '@app/contracts/settings/types';
import { definitionOf } from './containerCatalog';
import { normaliseColumnConfig } from './columnConfig';
import { sanitiseLayout, type LayoutState } from './layoutModel';

/** Part 2 section 9: a last-used layout older than this is not restored. */
export const LAST_USED_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface RestoreInput {
  /** The current layout kept in this browser's layout settings. */
  current: { layout: GridItem[]; containers: string[] } | null;
  savedLayouts: readonly SavedLayout[];
  activeLayoutId: string | null;
  lastUsed: LastUsedLayout | null;
  now: number;
}

export interface RestoreResult extends LayoutState {
  columnConfigs: Record<string, ColumnConfig>;
  activeLayoutId: string | null;
  /** Shown to the user, if any. */
  message: string | null;
  /** The server's active id named no saved layout: clear it there. */
  clearActiveId: boolean;
  source: 'current' | 'active' | 'last-used' | 'empty';
}

/** Column configs for exactly these containers: stored ones cleaned, the type's defaults for the rest. */
export function configsFor(containers: readonly string[], stored: Record<string, Partial<ColumnConfig>> | undefined): Record<string, ColumnConfig> {
  const out: Record<string, ColumnConfig> = {};
  for (const id of containers) {
    const type = definitionOf(id)?.id;
    if (type) out[id] = normaliseColumnConfig(type, stored?.[id]);
  }
  return out;
}

/**
 * Part 2 section 4's order: (1) the current layout kept in settings, with the last-used layout's column
 * configs; (2) the server's active layout when it names a saved layout; (3) the server's last-used
 * layout if at most 7 days old; otherwise nothing.
 */
export function chooseLayoutToRestore(input: RestoreInput): RestoreResult {
  const invalidActive = input.activeLayoutId !== null && !input.savedLayouts.some((l) => l.id === input.activeLayoutId);
  const activeId = invalidActive ? null : input.activeLayoutId;

  const current = input.current ? sanitiseLayout(input.current.layout, input.current.containers) : null;
  if (current && current.containers.length > 0) {
    return { ...current, columnConfigs: configsFor(current.containers, input.lastUsed?.columnConfigs), activeLayoutId: activeId, message: null, clearActiveId: invalidActive, source: 'current' };
  }

  const active = activeId ? input.savedLayouts.find((l) => l.id === activeId) : undefined;
  if (active) {
    const state = sanitiseLayout(active.layout, active.containers);
    return { ...state, columnConfigs: configsFor(state.containers, active.columnConfigs), activeLayoutId: active.id, message: `Restored saved layout: "${active.name}"`, clearActiveId: false, source: 'active' };
  }

  const lastUsed = input.lastUsed;
  const stamp = lastUsed ? Date.parse(lastUsed.timestamp) : Number.NaN;
  if (lastUsed && Number.isFinite(stamp) && input.now - stamp <= LAST_USED_MAX_AGE_MS) {
    const state = sanitiseLayout(lastUsed.layout, lastUsed.containers);
    if (state.containers.length > 0) {
      return { ...state, columnConfigs: configsFor(state.containers, lastUsed.columnConfigs), activeLayoutId: null, message: 'Last layout configuration restored from backend', clearActiveId: invalidActive, source: 'last-used' };
    }
  }

  return { layout: [], containers: [], columnConfigs: {}, activeLayoutId: null, message: null, clearActiveId: invalidActive, source: 'empty' };
}
