import type { GridItem } from '@app/contracts/settings/types';

export interface Slot {
  x: number;
  y: number;
}

const overlaps = (a: GridItem, b: { x: number; y: number; w: number; h: number }) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * Where a new container of size `w` x `h` goes: beside the last container (to its right, else to its
 * left) when that slot is free and inside the grid's columns, so two half-width containers sit side by
 * side; otherwise at x 0 under the lowest container. Always stacking on the left half left the right
 * half of the grid empty.
 */
export function placeNewItem(layout: readonly GridItem[], size: { w: number; h: number }, columns: number): Slot {
  const last = layout[layout.length - 1];
  if (last) {
    const beside = [last.x + last.w, last.x - size.w];
    for (const x of beside) {
      const slot = { x, y: last.y, ...size };
      if (x >= 0 && x + size.w <= columns && !layout.some((item) => overlaps(item, slot))) return { x, y: last.y };
    }
  }
  return { x: 0, y: layout.reduce((max, item) => Math.max(max, item.y + item.h), 0) };
}
