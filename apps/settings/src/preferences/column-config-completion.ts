import { COLUMN_SETS, CONTAINER_TYPES, type ContainerType } from '@app/contracts';

interface ColumnChoice {
  containerType: unknown;
  selectedColumns?: unknown;
  columnOrder?: unknown;
}

/**
 * A configuration that leaves out a required column gets it added rather than refused: the spec's own
 * defaults (the watchlist's "first four") leave out the required Actions. A missing column that leads
 * its column set (the name or instrument) goes first in the order, any other (Actions) goes last.
 * Anything not a list of columns for a known container is handed back as it came, for the rules to refuse.
 */
export function withRequiredColumns<T extends ColumnChoice>(config: T): T {
  if (!CONTAINER_TYPES.includes(config.containerType as ContainerType)) return config;
  const { selectedColumns: selected, columnOrder: order } = config;
  if (!Array.isArray(selected) || selected.length === 0 || !Array.isArray(order)) return config;
  const set = COLUMN_SETS[config.containerType as ContainerType];
  const missing = set.required.filter((c) => !selected.includes(c));
  if (missing.length === 0) return config;
  const leading = missing.filter((c) => set.columns.indexOf(c) === 0 && !order.includes(c));
  const trailing = missing.filter((c) => set.columns.indexOf(c) !== 0 && !order.includes(c));
  return {
    ...config,
    selectedColumns: [...selected, ...missing],
    columnOrder: [...leading, ...order, ...trailing],
  };
}
