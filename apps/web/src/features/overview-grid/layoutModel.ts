import { GRID_MAX_H, GRID_MAX_W, GRID_MIN_H, GRID_MIN_W } from '@app/contracts/settings/constants';
import type { GridItem } from '@app/contracts/settings/types';
import { definitionOf } from './containerCatalog';
import { placeNewItem } from './placeNewItem';

/** The grid's column count that stored layouts are written in (the lg breakpoint). */
export const LAYOUT_COLUMNS = 12;

export interface LayoutState {
  layout: GridItem[];
  containers: string[];
}

export const EMPTY_LAYOUT: LayoutState = { layout: [], containers: [] };

/** Keeps an item inside the size bounds (2x2 to 12x20) and the 12-column grid. */
export function normaliseItem(item: GridItem): GridItem {
  const w = clamp(Math.round(item.w), GRID_MIN_W, GRID_MAX_W);
  const h = clamp(Math.round(item.h), GRID_MIN_H, GRID_MAX_H);
  const x = clamp(Math.round(item.x), 0, LAYOUT_COLUMNS - w);
  const y = Math.max(0, Math.round(item.y));
  return { i: item.i, x, y, w, h, minW: GRID_MIN_W, minH: GRID_MIN_H, maxW: GRID_MAX_W, maxH: GRID_MAX_H };
}

/** The first free row under every item. */
export function bottomOf(layout: readonly GridItem[]): number {
  return layout.reduce((max, item) => Math.max(max, item.y + item.h), 0);
}

/** An item for a container that has none: x 0 at the bottom, 6 x 6. */
export function fallbackItem(id: string, layout: readonly GridItem[]): GridItem {
  return normaliseItem({ i: id, x: 0, y: bottomOf(layout), w: 6, h: 6 });
}

/** Adds a container in its type's default size where there is room (see `placeNewItem`). */
export function addContainer(state: LayoutState, id: string): LayoutState {
  if (state.containers.includes(id)) return state;
  const size = definitionOf(id)?.defaultSize ?? { w: 6, h: 6 };
  const item = normaliseItem({ i: id, ...placeNewItem(state.layout, size, LAYOUT_COLUMNS), ...size });
  return { containers: [...state.containers, id], layout: [...state.layout, item] };
}

export function removeContainer(state: LayoutState, id: string): LayoutState {
  return { containers: state.containers.filter((c) => c !== id), layout: state.layout.filter((l) => l.i !== id) };
}

/**
 * A consistent layout from whatever was stored: unknown containers and duplicates are dropped, items
 * without a container are dropped, containers without an item get the fallback item.
 */
export function sanitiseLayout(
  layout: readonly GridItem[] | undefined,
  containers: readonly string[] | undefined,
): LayoutState {
  const ids = [...new Set((containers ?? []).filter((id) => definitionOf(id)))];
  const items: GridItem[] = [];
  for (const id of ids) {
    const stored = (layout ?? []).find((l) => l.i === id);
    items.push(stored ? normaliseItem(stored) : fallbackItem(id, items));
  }
  return { containers: ids, layout: items };
}

/** Same containers at the same places and sizes (ignores bounds and order). */
export function sameLayout(a: LayoutState, b: LayoutState): boolean {
  if (a.containers.length !== b.containers.length || a.layout.length !== b.layout.length) return false;
  if (a.containers.some((c, i) => c !== b.containers[i])) return false;
  const key = (l: GridItem) => `${l.i}:${l.x}:${l.y}:${l.w}:${l.h}`;
  const bKeys = new Set(b.layout.map(key));
  return a.layout.every((l) => bKeys.has(key(l)));
}

function clamp(v: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Number.isFinite(v) ? v : min));
}
