import { COLUMN_SETS, defaultColumnSelection, type ContainerType } from '@app/contracts/settings/constants';
import type { ColumnConfig } from '@app/contracts/settings/types';

/** The type's defaults: its default columns, then its required ones. */
export function defaultColumnConfig(type: ContainerType): ColumnConfig {
  const selected = defaultColumnSelection(type);
  return { containerType: type, selectedColumns: selected, columnOrder: [...selected] };
}

export function isRequired(type: ContainerType, column: string): boolean {
  return COLUMN_SETS[type].required.includes(column);
}

/**
 * A config the table can trust: only the type's known columns, required ones always in, the order
 * holding exactly the selected ones (unordered selections appended in the set's order).
 */
export function normaliseColumnConfig(
  type: ContainerType,
  config: Partial<ColumnConfig> | undefined | null,
): ColumnConfig {
  const set = COLUMN_SETS[type];
  if (!config?.selectedColumns?.length) return defaultColumnConfig(type);
  const selected = new Set(config.selectedColumns.filter((c) => set.columns.includes(c)));
  for (const r of set.required) selected.add(r);
  const ordered = (config.columnOrder ?? []).filter((c, i, all) => selected.has(c) && all.indexOf(c) === i);
  for (const c of set.columns) if (selected.has(c) && !ordered.includes(c)) ordered.push(c);
  return { containerType: type, selectedColumns: ordered, columnOrder: ordered };
}

/** Turns a column on or off; required columns stay on. */
export function toggleColumn(config: ColumnConfig, column: string): ColumnConfig {
  const type = config.containerType;
  if (!COLUMN_SETS[type].columns.includes(column)) return config;
  if (config.selectedColumns.includes(column)) {
    if (isRequired(type, column)) return config;
    const next = config.columnOrder.filter((c) => c !== column);
    return { ...config, selectedColumns: next, columnOrder: next };
  }
  const next = [...config.columnOrder, column];
  return { ...config, selectedColumns: next, columnOrder: next };
}

/** Moves a selected column to another position in the order. */
export function moveColumn(config: ColumnConfig, column: string, toIndex: number): ColumnConfig {
  const from = config.columnOrder.indexOf(column);
  if (from < 0) return config;
  const next = [...config.columnOrder];
  next.splice(from, 1);
  next.splice(Math.max(0, Math.min(next.length, toIndex)), 0, column);
  return { ...config, selectedColumns: next, columnOrder: next };
}

/** Save Configuration needs at least one selected column. */
export function canSaveColumns(config: ColumnConfig): boolean {
  return config.selectedColumns.length > 0;
}
