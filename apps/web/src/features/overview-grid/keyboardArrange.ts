import { GRID_MAX_H, GRID_MAX_W, GRID_MIN_H, GRID_MIN_W } from '@app/contracts/settings/constants';
import type { GridItem } from '@app/contracts/settings/types';

export type ArrangeDirection = 'left' | 'right' | 'up' | 'down';

/** One key press: move the container a cell, or resize it by a cell (the right or bottom edge). */
export interface ArrangeStep {
  kind: 'move' | 'resize';
  direction: ArrangeDirection;
}

const ARROWS: Record<string, ArrangeDirection> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/** Arrow keys move, Shift+arrow keys resize; other keys are not a step. */
export function stepForKey(key: string, shift: boolean): ArrangeStep | null {
  const direction = ARROWS[key];
  return direction ? { kind: shift ? 'resize' : 'move', direction } : null;
}

const overlapsColumns = (a: GridItem, b: GridItem) => a.x < b.x + b.w && b.x < a.x + a.w;

/**
 * The layout after one step of container `id` in a grid of `cols` columns, settled by `compact` (the
 * grid's own compactor, so what is saved is what the grid shows). With items packed upwards, a
 * container moves up or down by changing places with the nearest container above or below it.
 */
export function arrangeLayout(
  layout: readonly GridItem[],
  id: string,
  step: ArrangeStep,
  cols: number,
  compact: (layout: GridItem[]) => GridItem[],
): GridItem[] {
  const items = layout.map((l) => ({ ...l }));
  const item = items.find((l) => l.i === id);
  if (!item) return items;
  const { direction } = step;
  if (step.kind === 'resize') {
    const maxW = Math.min(item.maxW ?? GRID_MAX_W, cols - item.x);
    const minW = Math.min(item.minW ?? GRID_MIN_W, maxW);
    if (direction === 'left' || direction === 'right')
      item.w = clamp(item.w + (direction === 'right' ? 1 : -1), minW, maxW);
    else item.h = clamp(item.h + (direction === 'down' ? 1 : -1), item.minH ?? GRID_MIN_H, item.maxH ?? GRID_MAX_H);
  } else if (direction === 'left' || direction === 'right') {
    item.x = clamp(item.x + (direction === 'right' ? 1 : -1), 0, cols - item.w);
  } else {
    const others = items.filter((l) => l !== item && overlapsColumns(l, item));
    if (direction === 'down') {
      const below = nearest(
        others.filter((l) => l.y >= item.y + item.h || l.y > item.y),
        1,
      );
      if (below) item.y = below.y + below.h;
    } else {
      const above = nearest(
        others.filter((l) => l.y + l.h <= item.y || l.y < item.y),
        -1,
      );
      if (above) {
        item.y = above.y;
        above.y = item.y + item.h;
      }
    }
  }
  return compact(items);
}

// The closest by row: the lowest y going down (sign 1), the highest going up (sign -1).
function nearest(candidates: GridItem[], sign: 1 | -1): GridItem | undefined {
  return candidates.sort((a, b) => sign * (a.y - b.y))[0];
}

function clamp(v: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, v));
}

/** What a screen reader hears after a step (columns and rows counted from 1). */
export function placeText(item: GridItem): string {
  return `Column ${item.x + 1}, row ${item.y + 1}, ${item.w} wide and ${item.h} high`;
}
