import type { GridItem } from '@app/contracts';
import { withRequiredColumns } from '../preferences/column-config-completion.js';
import type { LayoutInput } from './layout-rules.js';

/** The spec's grid item for a container that has none: full left, below everything, 6 by 6. */
export const FALLBACK_ITEM_SIZE = { w: 6, h: 6 } as const;

/** The first free row under the given items (0 for none). */
export function bottomOf(items: readonly Pick<GridItem, 'y' | 'h'>[]): number {
  return items.reduce((bottom, item) => Math.max(bottom, item.y + item.h), 0);
}

/**
 * A container without a grid item gets the spec's fallback item (x 0, y at the bottom of the items
 * so far, w 6, h 6), in the order the containers are listed, so two of them stack rather than overlap.
 */
export function withFallbackItems(layout: readonly GridItem[], containers: readonly string[]): GridItem[] {
  const placed = new Set(layout.map((item) => item.i));
  const items = [...layout];
  for (const id of containers) {
    if (placed.has(id)) continue;
    placed.add(id);
    items.push({ i: id, x: 0, y: bottomOf(items), ...FALLBACK_ITEM_SIZE });
  }
  return items;
}

/**
 * What a client written from the spec may leave out, filled in before the layout is checked: a grid
 * item for each container, and the required columns of each column configuration.
 */
export function completedLayout<T extends LayoutInput>(c: T): T {
  const columnConfigs = c.columnConfigs
    ? Object.fromEntries(
        Object.entries(c.columnConfigs).map(([id, cfg]) => [
          id,
          cfg !== null && typeof cfg === 'object' ? withRequiredColumns(cfg as { containerType: unknown }) : cfg,
        ]),
      )
    : undefined;
  return { ...c, layout: withFallbackItems(c.layout, c.containers), ...(columnConfigs ? { columnConfigs } : {}) };
}
