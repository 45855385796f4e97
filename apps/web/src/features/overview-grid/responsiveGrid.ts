import type { GridItem } from '@app/contracts/settings/types';
import { LAYOUT_COLUMNS, normaliseItem } from './layoutModel';

export type Breakpoint = 'lg' | 'md' | 'sm' | 'xs' | 'xxs';

/** The Overview's breakpoints (grid width) and columns. */
export const GRID_BREAKPOINTS: Record<Breakpoint, number> = { lg: 1200, md: 996, sm: 768, xs: 480, xxs: 0 };
export const GRID_COLS: Record<Breakpoint, number> = { lg: 12, md: 10, sm: 6, xs: 2, xxs: 1 };
export const MOBILE_GRID_WIDTH = 768;

export function breakpointFor(width: number): Breakpoint {
  return (
    (Object.entries(GRID_BREAKPOINTS) as Array<[Breakpoint, number]>).find(([, min]) => width >= min)?.[0] ?? 'xxs'
  );
}

/** Under 768 px: no dragging, rows 80 px high, 8 px margins; otherwise rows 60 px, 16 px margins. */
export function gridMetrics(width: number): { rowHeight: number; margin: [number, number]; draggable: boolean } {
  return width < MOBILE_GRID_WIDTH
    ? { rowHeight: 80, margin: [8, 8], draggable: false }
    : { rowHeight: 60, margin: [16, 16], draggable: true };
}

/**
 * The stored 12-column layout drawn in `cols` columns: places and widths scale, so two side-by-side
 * halves stay side by side; with 1 or 2 columns every container takes the full width, one under another.
 */
export function toColumns(layout: readonly GridItem[], cols: number): GridItem[] {
  if (cols === LAYOUT_COLUMNS) return layout.map((l) => ({ ...l }));
  if (cols <= 2) {
    let y = 0;
    return [...layout]
      .sort((a, b) => a.y - b.y || a.x - b.x)
      .map((l) => {
        const item = { ...l, x: 0, y, w: cols, minW: cols, maxW: cols };
        y += l.h;
        return item;
      });
  }
  const scale = cols / LAYOUT_COLUMNS;
  return layout.map((l) => {
    const w = Math.min(cols, Math.max(2, Math.round(l.w * scale)));
    return { ...l, x: Math.min(cols - w, Math.round(l.x * scale)), w, minW: Math.min(2, cols), maxW: cols };
  });
}

/**
 * A layout edited in `cols` columns, written back in 12 columns. Items that did not move or resize
 * keep their stored values, so a round trip through a narrower grid does not drift.
 */
export function fromColumns(edited: readonly GridItem[], cols: number, stored: readonly GridItem[]): GridItem[] {
  const drawn = new Map(toColumns(stored, cols).map((l) => [l.i, l]));
  const scale = LAYOUT_COLUMNS / cols;
  return edited.map((e) => {
    const before = drawn.get(e.i);
    const original = stored.find((s) => s.i === e.i);
    if (original && before && before.x === e.x && before.y === e.y && before.w === e.w && before.h === e.h)
      return original;
    if (cols <= 2) return normaliseItem({ i: e.i, x: original?.x ?? 0, y: e.y, w: original?.w ?? 6, h: e.h });
    return normaliseItem({ i: e.i, x: Math.round(e.x * scale), y: e.y, w: Math.round(e.w * scale), h: e.h });
  });
}
