import {
  defaultColumnSelection,
  CONTAINER_TYPES,
  SETTINGS_DEFAULTS,
  type ColumnConfig,
  type ContainerType,
  type SettingsBundle,
} from '@app/contracts';
import type { StoredBundle } from './bundle.repository.js';

/** A stored object over its defaults: only the default's keys, and only values of the same type. */
export function overDefaults<T extends object>(defaults: T, stored: unknown): T {
  const out = { ...defaults } as Record<string, unknown>;
  if (stored && typeof stored === 'object') {
    for (const [k, v] of Object.entries(stored as Record<string, unknown>)) {
      if (k in out && typeof v === typeof out[k]) out[k] = v;
    }
  }
  return out as T;
}

export function defaultColumnConfig(type: ContainerType): ColumnConfig {
  const defaults = defaultColumnSelection(type);
  return { containerType: type, selectedColumns: defaults, columnOrder: [...defaults] };
}

export function columnConfigsOverDefaults(stored: Record<string, ColumnConfig>): Record<ContainerType, ColumnConfig> {
  const out = {} as Record<ContainerType, ColumnConfig>;
  for (const type of CONTAINER_TYPES) out[type] = stored[type] ?? defaultColumnConfig(type);
  return out;
}

/** The whole settings bundle: what the user saved, and the defaults for the rest. */
export function mergeBundle(stored: StoredBundle): SettingsBundle {
  const s = stored.settings ?? {};
  return {
    portfolio_variables: overDefaults(SETTINGS_DEFAULTS.portfolio_variables, s.portfolio_variables),
    loss_cover: overDefaults(SETTINGS_DEFAULTS.loss_cover, s.loss_cover),
    color_preferences: overDefaults(SETTINGS_DEFAULTS.color_preferences, s.color_preferences),
    table_colors: overDefaults(SETTINGS_DEFAULTS.table_colors, s.table_colors),
    table_settings: overDefaults(SETTINGS_DEFAULTS.table_settings, s.table_settings),
    conditional_formatting: stored.rules,
    row_colors: stored.row_colors,
    row_text_colors: stored.row_text_colors,
    collapsible_states: stored.collapsible,
    font_preferences: overDefaults(SETTINGS_DEFAULTS.font_preferences, s.font_preferences),
    header_preferences: overDefaults(SETTINGS_DEFAULTS.header_preferences, s.header_preferences),
    column_configs: columnConfigsOverDefaults(stored.column_configs),
  };
}

/** True when the user has saved anything at all. */
export function hasSaved(stored: StoredBundle): boolean {
  return (
    stored.settings !== null ||
    stored.rules.length > 0 ||
    stored.row_colors.length > 0 ||
    stored.row_text_colors.length > 0 ||
    Object.keys(stored.collapsible).length > 0 ||
    Object.keys(stored.column_configs).length > 0
  );
}
