import { GRID_CONTAINER_TYPES, type ColumnConfig, type FieldError, type GridItem } from '@app/contracts';
import { givenValues } from '../given-values.js';
import { columnConfigProblems } from '../preferences/column-config-rules.js';

/** A container id is its type, optionally with a suffix (live-portfolio, watchlist-2). */
const CONTAINER_ID = new RegExp(`^(${GRID_CONTAINER_TYPES.join('|')})(-[A-Za-z0-9_-]{1,40})?$`);

export interface LayoutInput {
  layout: GridItem[];
  containers: string[];
  columnConfigs?: Record<string, unknown>;
}

/** A layout as it is stored: grid items with their grid fields only, containers, column configs. */
export interface LayoutContent {
  layout: GridItem[];
  containers: string[];
  columnConfigs: Record<string, ColumnConfig>;
}

/** A layout may not be saved empty: it needs at least one grid item and one container. */
export function isEmptyLayout(c: LayoutInput): boolean {
  return c.layout.length === 0 || c.containers.length === 0;
}

/** What is inconsistent in a layout: unknown or repeated containers, grid items without a container and the reverse, bad column configs. */
export function layoutProblems(c: LayoutInput): FieldError[] {
  const problems: FieldError[] = [];
  const bad = c.containers.filter((id) => !CONTAINER_ID.test(id));
  if (bad.length > 0) problems.push({ field: 'containers', errors: [`unknown containers: ${bad.join(', ')}`] });
  if (new Set(c.containers).size !== c.containers.length)
    problems.push({ field: 'containers', errors: ['a container appears twice'] });
  const items = c.layout.map((l) => l.i);
  if (new Set(items).size !== items.length)
    problems.push({ field: 'layout', errors: ['a container has two grid items'] });
  const orphans = items.filter((i) => !c.containers.includes(i));
  const unplaced = c.containers.filter((id) => !items.includes(id));
  if (orphans.length > 0 || unplaced.length > 0)
    problems.push({
      field: 'layout',
      errors: ['every container needs exactly one grid item, and every grid item a container'],
    });
  for (const [id, config] of Object.entries(c.columnConfigs ?? {})) {
    if (!c.containers.includes(id)) {
      problems.push({
        field: `columnConfigs.${id}`,
        errors: ['column config for a container that is not in the layout'],
      });
      continue;
    }
    const cfg = (config ?? {}) as Partial<ColumnConfig>;
    problems.push(
      ...columnConfigProblems(
        {
          containerType: String(cfg.containerType),
          selectedColumns: cfg.selectedColumns,
          columnOrder: cfg.columnOrder,
        },
        `columnConfigs.${id}.`,
      ),
    );
  }
  return problems;
}

/** What is stored of a checked layout: each grid item keeps only the fields the grid reads, set ones only. */
export function layoutContent(c: LayoutInput): LayoutContent {
  const layout = c.layout.map(({ i, x, y, w, h, minW, minH, maxW, maxH }) =>
    givenValues({ i, x, y, w, h, minW, minH, maxW, maxH }),
  ) as GridItem[];
  return {
    layout,
    containers: [...c.containers],
    columnConfigs: (c.columnConfigs ?? {}) as Record<string, ColumnConfig>,
  };
}
