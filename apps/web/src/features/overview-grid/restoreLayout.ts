import type { ColumnConfig, GridItem, LastUsedLayout, SavedLayout } from '@app/contracts/settings/types';
import { definitionOf } from './containerCatalog';
import { normaliseColumnConfig } from './columnConfig';
import { sanitiseLayout, type LayoutState } from './layoutModel';

/** A last-used layout older than this is not restored. */
export const LAST_USED_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface RestoreInput {
  /** The current layout kept in this browser's layout settings. */
  current: { layout: GridItem[]; containers: string[] } | null;
  /** Null when the list could not be read (yet): nothing can be judged against it then. */
  savedLayouts: readonly SavedLayout[] | null;
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
  /** 'unavailable': the active saved layout is the one to restore, but the saved layouts are not known. */
  source: 'current' | 'active' | 'last-used' | 'empty' | 'unavailable';
}

/** Column configs for exactly these containers: stored ones cleaned, the type's defaults for the rest. */
export function configsFor(
  containers: readonly string[],
  stored: Record<string, Partial<ColumnConfig>> | undefined,
): Record<string, ColumnConfig> {
  const out: Record<string, ColumnConfig> = {};
  for (const id of containers) {
    const type = definitionOf(id)?.id;
    if (type) out[id] = normaliseColumnConfig(type, stored?.[id]);
  }
  return out;
}

const NOTHING = { layout: [], containers: [], columnConfigs: {}, message: null, clearActiveId: false };

/**
 * The restore order: (1) the current layout kept in settings, with the last-used layout's column
 * configs; (2) the server's active layout when it names a saved layout; (3) the server's last-used
 * layout if at most 7 days old; otherwise nothing. Only a saved-layout list that was actually read
 * can prove the active id invalid; an unread list never clears it.
 */
export function chooseLayoutToRestore(input: RestoreInput): RestoreResult {
  const listed = input.savedLayouts;
  const invalidActive =
    listed !== null && input.activeLayoutId !== null && !listed.some((l) => l.id === input.activeLayoutId);
  const activeId = invalidActive ? null : input.activeLayoutId;

  const current = input.current ? sanitiseLayout(input.current.layout, input.current.containers) : null;
  if (current && current.containers.length > 0) {
    return {
      ...current,
      columnConfigs: configsFor(current.containers, input.lastUsed?.columnConfigs),
      activeLayoutId: activeId,
      message: null,
      clearActiveId: invalidActive,
      source: 'current',
    };
  }

  if (activeId !== null && listed === null) return { ...NOTHING, activeLayoutId: activeId, source: 'unavailable' };
  const active = activeId ? listed?.find((l) => l.id === activeId) : undefined;
  if (active) {
    const state = sanitiseLayout(active.layout, active.containers);
    return {
      ...state,
      columnConfigs: configsFor(state.containers, active.columnConfigs),
      activeLayoutId: active.id,
      message: `Restored saved layout: "${active.name}"`,
      clearActiveId: false,
      source: 'active',
    };
  }

  const lastUsed = input.lastUsed;
  const stamp = lastUsed ? Date.parse(lastUsed.timestamp) : Number.NaN;
  if (lastUsed && Number.isFinite(stamp) && input.now - stamp <= LAST_USED_MAX_AGE_MS) {
    const state = sanitiseLayout(lastUsed.layout, lastUsed.containers);
    if (state.containers.length > 0) {
      return {
        ...state,
        columnConfigs: configsFor(state.containers, lastUsed.columnConfigs),
        activeLayoutId: null,
        message: 'Last layout configuration restored from backend',
        clearActiveId: invalidActive,
        source: 'last-used',
      };
    }
  }

  return { ...NOTHING, activeLayoutId: null, clearActiveId: invalidActive, source: 'empty' };
}
