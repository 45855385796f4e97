import clsx from 'clsx';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { memo, type CSSProperties, type ReactNode } from 'react';
import { useLiveRow, type LiveRowSpec } from '../live/useLiveRow';
import type { SortState } from '../table/sort';
import { IconButton } from './Button';
import type { Column } from './column';

export interface RowCardsProps<R> {
  rows: readonly R[];
  columns: ReadonlyArray<Column<R>>;
  rowKey: (row: R) => string;
  sort?: SortState | null;
  onSort?: (columnId: string) => void;
  caption?: string;
  empty?: ReactNode;
  rowClassName?: (row: R) => string | undefined;
  renderExpansion?: (row: R) => ReactNode;
  isExpanded?: (row: R) => boolean;
  maxHeight?: number | string;
  className?: string;
  style?: CSSProperties;
  sortMenuOnCards?: boolean;
  /** Each card follows its instrument's ticks itself (pass a constant). */
  liveRow?: LiveRowSpec<R>;
}

/** Under this width a table in a container shows its rows as cards (a phone, in portrait). */
export const CARDS_BELOW_PX = 420;

/** The plain-text name of a column, as its header says it. */
export const columnLabel = <R,>(c: Column<R>) => c.headerLabel ?? (typeof c.header === 'string' ? c.header : c.id);

/**
 * A table's rows as cards where the table would not fit (a phone): the first column and the row's
 * actions on top, then every other column as its header's label beside its value, so no column sits
 * off to the side.
 */
export function RowCards<R>({
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
  maxHeight,
  className,
  style,
  sortMenuOnCards = true,
  liveRow,
}: RowCardsProps<R>) {
  const actions = columns.find((c) => c.id === 'actions');
  const title = columns.find((c) => c !== actions);
  const figures = columns.filter((c) => c !== title && c !== actions);
  const sortable = onSort && sortMenuOnCards && rows.length > 0 ? columns.filter((c) => c.sortable) : [];
  const sortColumn = sortable.find((c) => c.id === sort?.column);
  return (
    <div className={clsx('row-cards', className)} style={{ ...style, maxHeight }}>
      {onSort && sortable.length > 0 && (
        <div className="row-cards__sort">
          <select
            className="input row-cards__sort-by"
            aria-label={caption ? `Sort ${caption.toLowerCase()} by` : 'Sort by'}
            value={sortColumn?.id ?? ''}
            onChange={(e) => onSort(e.target.value)}
          >
            {!sortColumn && <option value="">Unsorted</option>}
            {sortable.map((c) => (
              <option key={c.id} value={c.id}>
                {columnLabel(c)}
              </option>
            ))}
          </select>
          {sort && sortColumn && (
            <IconButton
              size="sm"
              label={sort.direction === 'asc' ? 'Sorted ascending' : 'Sorted descending'}
              onClick={() => onSort(sort.column)}
            >
              {sort.direction === 'asc' ? <ArrowUp size={14} /> : <ArrowDown size={14} />}
            </IconButton>
          )}
        </div>
      )}
      {rows.length === 0 ? (
        <div className="table__empty">{empty}</div>
      ) : (
        <ul className="row-cards__list" aria-label={caption}>
          {rows.map((row) => (
            <Card
              key={rowKey(row)}
              row={row}
              title={title}
              actions={actions}
              figures={figures}
              className={rowClassName?.(row)}
              expansion={renderExpansion && isExpanded?.(row) ? renderExpansion(row) : null}
              live={liveRow}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

interface CardProps<R> {
  row: R;
  title?: Column<R>;
  actions?: Column<R>;
  figures: ReadonlyArray<Column<R>>;
  className?: string;
  expansion: ReactNode;
  live?: LiveRowSpec<R>;
}

function CardImpl<R>({ row: listed, title, actions, figures, className, expansion, live }: CardProps<R>) {
  const row = useLiveRow(listed, live);
  return (
    <li className={clsx('row-card', className)} data-testid="row-card">
      <div className="row-card__head">
        {title && (
          <div className="row-card__title" style={title.cellStyle?.(row) ?? undefined}>
            {title.cell(row)}
          </div>
        )}
        {actions && <div className="row-card__actions">{actions.cell(row)}</div>}
      </div>
      {figures.length > 0 && (
        <dl className="row-card__figures">
          {figures.map((c) => (
            <div key={c.id} className="row-card__figure" data-column={c.id}>
              <dt>{c.header}</dt>
              <dd style={c.cellStyle?.(row) ?? undefined}>{c.cell(row)}</dd>
            </div>
          ))}
        </dl>
      )}
      {expansion && <div className="row-card__expansion">{expansion}</div>}
    </li>
  );
}
// A card re-renders when its row changes or, with `live`, when its instrument ticks.
const Card = memo(CardImpl) as typeof CardImpl;
