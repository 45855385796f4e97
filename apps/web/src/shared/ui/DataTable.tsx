import { useVirtualizer } from '@tanstack/react-virtual';
import clsx from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Fragment, memo, useRef, type CSSProperties, type ReactNode } from 'react';
import { useLiveRow, type LiveRowSpec } from '../live/useLiveRow';
import type { SortState } from '../table/sort';
import type { Column } from './column';
import { RowCards } from './RowCards';
import { useNarrowWidth } from './useNarrowWidth';

export type { Column } from './column';

export interface DataTableProps<R> {
  rows: readonly R[];
  columns: ReadonlyArray<Column<R>>;
  rowKey: (row: R) => string;
  sort?: SortState | null;
  onSort?: (columnId: string) => void;
  caption?: string;
  /** Rendered instead of the body when there are no rows. */
  empty?: ReactNode;
  rowClassName?: (row: R) => string | undefined;
  /** A second row under a row (for example its individual entries). */
  renderExpansion?: (row: R) => ReactNode;
  isExpanded?: (row: R) => boolean;
  /** Virtualise past this many rows (only the visible ones are in the DOM). */
  virtualizeFrom?: number;
  estimateRowHeight?: number;
  maxHeight?: number | string;
  className?: string;
  stickyFirstColumn?: boolean;
  /** The settings table whose background colour (table colours) this table takes. */
  tableName?: 'portfolio' | 'analytics' | 'watchlist' | 'rebuy' | 'loss_cover';
  /**
   * Under this width (px, of the space the table is given) the rows show as cards with each column's
   * label beside its value, so no column has to be scrolled to sideways.
   */
  cardsBelow?: number;
  /** The cards' own sort menu; off where the page already has one for this table. */
  sortMenuOnCards?: boolean;
  /** Each row in view follows its instrument's ticks itself (pass a constant). */
  liveRow?: LiveRowSpec<R>;
}

interface RowProps<R> {
  row: R;
  columns: ReadonlyArray<Column<R>>;
  className?: string;
  index?: number;
  measure?: (el: HTMLTableRowElement | null) => void;
  live?: LiveRowSpec<R>;
}

function RowImpl<R>({ row: listed, columns, className, index, measure, live }: RowProps<R>) {
  const row = useLiveRow(listed, live);
  return (
    <tr className={className} data-index={index} ref={measure}>
      {columns.map((c) => (
        <td
          key={c.id}
          className={clsx(c.align && `align-${c.align}`, c.className)}
          style={c.cellStyle?.(row) ?? undefined}
        >
          {c.cell(row)}
        </td>
      ))}
    </tr>
  );
}
// A row re-renders only when its own row object (or the column set) changes, or its instrument ticks.
const Row = memo(RowImpl) as typeof RowImpl;

function SortIcon({ active, direction }: { active: boolean; direction?: 'asc' | 'desc' }) {
  if (!active) return <ArrowUpDown size={12} className="th-sort__icon th-sort__icon--idle" aria-hidden="true" />;
  return direction === 'asc' ? (
    <ArrowUp size={12} className="th-sort__icon" aria-hidden="true" />
  ) : (
    <ArrowDown size={12} className="th-sort__icon" aria-hidden="true" />
  );
}

/** A table, or its rows as cards when `cardsBelow` is set and the space is narrower than that. */
export function DataTable<R>(props: DataTableProps<R>) {
  const { ref, narrow } = useNarrowWidth<HTMLDivElement>(props.cardsBelow ?? 0);
  if (props.cardsBelow === undefined) return <Table {...props} />;
  const style = tableBackground(props.tableName);
  return (
    <div ref={ref} className="table-fit">
      {narrow ? (
        <RowCards
          {...props}
          // A long list scrolls inside its own box, as the virtualised table does.
          maxHeight={props.maxHeight ?? (props.rows.length >= (props.virtualizeFrom ?? 80) ? '70vh' : undefined)}
          className={clsx(props.className, 'row-cards--fit')}
          style={style}
        />
      ) : (
        <Table {...props} />
      )}
    </div>
  );
}

const tableBackground = (tableName: DataTableProps<unknown>['tableName']) =>
  (tableName ? { '--color-table-bg': `var(--table-bg-${tableName.replace('_', '-')}, #1a1a1a)` } : {}) as CSSProperties;

function Table<R>({
  rows,
  columns,
  rowKey,
  sort,
  onSort,
  caption,
  empty,
  rowClassName,
  renderExpansion,
  isExpanded,
  virtualizeFrom = 80,
  estimateRowHeight = 44,
  maxHeight,
  className,
  stickyFirstColumn,
  tableName,
  liveRow,
}: DataTableProps<R>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = rows.length >= virtualizeFrom && !renderExpansion;
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateRowHeight,
    overscan: 12,
  });

  const head = (
    <thead>
      <tr>
        {columns.map((c) => {
          const active = sort?.column === c.id;
          const ariaSort = active ? (sort!.direction === 'asc' ? 'ascending' : 'descending') : undefined;
          return (
            <th
              key={c.id}
              scope="col"
              className={clsx(c.align && `align-${c.align}`, c.className)}
              style={{ width: c.width }}
              aria-sort={ariaSort}
            >
              {c.sortable && onSort ? (
                <button
                  type="button"
                  className={clsx('th-sort', active && 'th-sort--active')}
                  onClick={() => onSort(c.id)}
                  aria-label={`Sort by ${c.headerLabel ?? (typeof c.header === 'string' ? c.header : c.id)}`}
                >
                  <span>{c.header}</span>
                  <SortIcon active={active} direction={sort?.direction} />
                </button>
              ) : (
                c.header
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );

  let body: ReactNode = null;
  if (rows.length === 0) {
    // Drawn under the table (below), so a wide table on a phone does not push it out of view.
  } else if (virtual) {
    const items = virtualizer.getVirtualItems();
    // Only rows on screen follow ticks; the overscan rows around them wait until they scroll into view.
    const inView = (i: number) =>
      !!virtualizer.range && i >= virtualizer.range.startIndex && i <= virtualizer.range.endIndex;
    const top = items[0]?.start ?? 0;
    const bottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
    body = (
      <tbody>
        {top > 0 && <tr aria-hidden="true" style={{ height: top }} className="table__spacer" />}
        {items.map((item) => {
          const row = rows[item.index]!;
          return (
            <Row
              key={rowKey(row)}
              row={row}
              columns={columns}
              className={rowClassName?.(row)}
              index={item.index}
              measure={virtualizer.measureElement}
              live={inView(item.index) ? liveRow : undefined}
            />
          );
        })}
        {bottom > 0 && <tr aria-hidden="true" style={{ height: bottom }} className="table__spacer" />}
      </tbody>
    );
  } else {
    body = (
      <tbody>
        {rows.map((row) => {
          const key = rowKey(row);
          const expanded = renderExpansion && isExpanded?.(row);
          return (
            <Fragment key={key}>
              <Row
                row={row}
                columns={columns}
                className={clsx(rowClassName?.(row), expanded && 'row--expanded')}
                live={liveRow}
              />
              {expanded && (
                <tr className="row-expansion">
                  <td colSpan={columns.length}>{renderExpansion(row)}</td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    );
  }

  return (
    <div
      ref={scrollRef}
      className={clsx('table-scroll', className)}
      style={
        {
          maxHeight: maxHeight ?? (virtual ? '70vh' : undefined),
          ...tableBackground(tableName),
        } as CSSProperties
      }
      tabIndex={virtual ? 0 : undefined}
    >
      <table className={clsx('table', stickyFirstColumn && 'table--sticky-first')}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        {head}
        {body}
      </table>
      {rows.length === 0 && <div className="table__empty">{empty}</div>}
    </div>
  );
}
