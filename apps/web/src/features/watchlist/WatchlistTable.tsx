import { CircleCheck, Crosshair, Pencil, Trash2 } from 'lucide-react';
import { useMemo, useRef, type ReactNode } from 'react';
import { CARDS_BELOW_PX, DataTable, EmptyState, IconButton, type Column } from '../../shared/ui';
import { formatPercent, formatPrice } from '../../shared/format/numbers';
import type { SortState } from '../../shared/table/sort';
import { columnLabel } from '../../shared/table/columnDefinitions';
import { livePriceColumn } from '../../shared/table/livePriceColumn';
import { useTableFormatting } from '../user-settings';
import type { WatchlistRow } from './watchlistMath';
import { isWatchlistSortColumn, sortWatchlist, type WatchlistSortColumn } from './watchlistSort';
import { WATCHLIST_TEXT } from './watchlistApi';
import './watchlist.css';

export interface WatchlistTableProps {
  rows: readonly WatchlistRow[];
  /** Selected column ids in display order (COLUMN_SETS.watchlist); unknown ids are skipped. */
  columns: readonly string[];
  sort: SortState<WatchlistSortColumn>;
  onSort: (column: WatchlistSortColumn) => void;
  onEdit?: (row: WatchlistRow) => void;
  onRemove?: (row: WatchlistRow) => void;
  /** Shown instead of rows when the list is empty (defaults to the watchlist's empty state). */
  empty?: ReactNode;
  caption?: string;
  maxHeight?: number | string;
}

function distanceText(row: WatchlistRow): string {
  if (row.distanceFromTarget === null) return 'No live price';
  if (row.distanceFromTarget === 0) return 'At target';
  return `${formatPrice(Math.abs(row.distanceFromTarget))} ${row.distanceFromTarget > 0 ? 'above' : 'below'}`;
}

/** The watchlist as a sortable table; reached rows are tinted green. */
export function WatchlistTable({
  rows,
  columns,
  sort,
  onSort,
  onEdit,
  onRemove,
  empty,
  caption,
  maxHeight,
}: WatchlistTableProps) {
  const style = useTableFormatting('watchlist');
  // Handlers live in a ref so a new callback from the parent does not rebuild the columns (and every row).
  const handlers = useRef({ onEdit, onRemove });
  handlers.current = { onEdit, onRemove };
  const canEdit = Boolean(onEdit);
  const canRemove = Boolean(onRemove);

  const defs = useMemo<Record<string, Column<WatchlistRow>>>(
    () => ({
      instrument: {
        id: 'instrument',
        header: columnLabel('instrument'),
        sortable: true,
        cell: (r) => (
          <div className="wl-instrument">
            {r.isTargetReached ? (
              <CircleCheck
                size={16}
                className="wl-instrument__icon wl-instrument__icon--reached"
                aria-label="Target reached"
                role="img"
              />
            ) : (
              <Crosshair size={16} className="wl-instrument__icon" aria-hidden="true" />
            )}
            <span>
              <span className="cell-main">{r.tradingsymbol}</span>{' '}
              <span className="tag exchange-tag">{r.exchange}</span>
              <span className="cell-sub wl-name" title={r.name}>
                {r.name}
              </span>
            </span>
          </div>
        ),
        cellStyle: (r) => style('instrument', r.tradingsymbol, r.tradingsymbol),
      },
      livePrice: livePriceColumn((r) => style('livePrice', r.livePrice, r.tradingsymbol)),
      targetPrice: {
        id: 'targetPrice',
        header: columnLabel('targetPrice'),
        align: 'right',
        sortable: true,
        cell: (r) => <span className="num cell-main">{formatPrice(r.targetPrice)}</span>,
        cellStyle: (r) => style('targetPrice', r.targetPrice, r.tradingsymbol),
      },
      difference: {
        id: 'difference',
        header: columnLabel('difference'),
        align: 'right',
        sortable: true,
        cell: (r) => (
          <>
            <span className={`num cell-main ${r.isTargetReached ? 'tone-positive' : ''}`}>
              {formatPercent(r.distanceFromTargetPercent, { signed: true })}
            </span>
            <span className="cell-sub num">{distanceText(r)}</span>
          </>
        ),
        cellStyle: (r) => style('difference', r.distanceFromTargetPercent, r.tradingsymbol),
      },
      actions: {
        id: 'actions',
        header: columnLabel('actions'),
        align: 'right',
        cell: (r) =>
          canEdit || canRemove ? (
            <span className="wl-actions">
              {canEdit && (
                <IconButton
                  size="sm"
                  label={`Edit target for ${r.tradingsymbol}`}
                  onClick={() => handlers.current.onEdit?.(r)}
                >
                  <Pencil size={14} />
                </IconButton>
              )}
              {canRemove && (
                <IconButton
                  size="sm"
                  label={`Remove ${r.tradingsymbol} from watchlist`}
                  className="wl-remove"
                  onClick={() => handlers.current.onRemove?.(r)}
                >
                  <Trash2 size={14} />
                </IconButton>
              )}
            </span>
          ) : null,
      },
    }),
    [style, canEdit, canRemove],
  );

  const cols = useMemo(
    () => columns.map((id) => defs[id]).filter((c): c is Column<WatchlistRow> => Boolean(c)),
    [columns, defs],
  );
  const sorted = useMemo(() => sortWatchlist(rows, sort), [rows, sort]);

  return (
    <DataTable
      tableName="watchlist"
      cardsBelow={CARDS_BELOW_PX}
      rows={sorted}
      columns={cols}
      rowKey={(r) => r.id}
      sort={sort}
      onSort={(id) => isWatchlistSortColumn(id) && onSort(id)}
      caption={caption}
      rowClassName={(r) => (r.isTargetReached ? 'wl-row wl-row--reached' : 'wl-row')}
      empty={empty ?? <EmptyState title={WATCHLIST_TEXT.emptyTitle} hint={WATCHLIST_TEXT.emptyHint} />}
      maxHeight={maxHeight}
      className="wl-table"
      stickyFirstColumn
    />
  );
}
