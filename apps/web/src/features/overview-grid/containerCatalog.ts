import { COLUMN_SETS, GRID_CONTAINER_TYPES } from '@app/contracts/settings/constants';

export type GridContainerType = (typeof GRID_CONTAINER_TYPES)[number];

export interface ContainerDefinition {
  id: GridContainerType;
  name: string;
  description: string;
  defaultSize: { w: number; h: number };
  /** Has a column set the user can choose and order. */
  customizable: boolean;
}

/** The container types, their names and default sizes, in the order the dialog lists them. */
export const CONTAINER_DEFINITIONS: readonly ContainerDefinition[] = [
  {
    id: 'live-portfolio',
    name: 'Live Portfolio',
    description: 'Manual positions with live prices and P&L, filtered by your profit and loss thresholds.',
    defaultSize: { w: 6, h: 8 },
    customizable: true,
  },
  {
    id: 'watchlist',
    name: 'Watchlist',
    description: 'Target prices with the live distance to each target; reached targets turn green.',
    defaultSize: { w: 6, h: 6 },
    customizable: true,
  },
  {
    id: 'analytics',
    name: 'Analytics',
    description: 'Tracked instruments against their highs and lows over a time range, with filters.',
    defaultSize: { w: 6, h: 8 },
    customizable: true,
  },
  {
    id: 'loss-cover',
    name: 'Loss Cover',
    description: 'Open positions whose loss lies within your chosen percentage range.',
    defaultSize: { w: 6, h: 8 },
    customizable: true,
  },
  {
    id: 'rebuy',
    name: 'Re-Buy Opportunities',
    description: 'Sold positions grouped by symbol, with the gain from buying them back now.',
    defaultSize: { w: 6, h: 8 },
    customizable: true,
  },
];

const BY_ID = new Map(CONTAINER_DEFINITIONS.map((d) => [d.id, d]));

/** The definition of a container id (its type, optionally with a suffix such as `watchlist-2`). */
export function definitionOf(containerId: string): ContainerDefinition | undefined {
  const type = GRID_CONTAINER_TYPES.find((t) => containerId === t || containerId.startsWith(`${t}-`));
  return type ? BY_ID.get(type) : undefined;
}

/** Types not yet on the layout, in catalogue order. */
export function availableContainers(onLayout: readonly string[]): ContainerDefinition[] {
  const used = new Set(onLayout.map((id) => definitionOf(id)?.id));
  return CONTAINER_DEFINITIONS.filter((d) => !used.has(d.id));
}

export function hasColumns(type: GridContainerType): boolean {
  return COLUMN_SETS[type].columns.length > 0;
}
