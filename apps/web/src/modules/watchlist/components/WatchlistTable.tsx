import { CircleCheck, Crosshair, Pencil, Trash2 } from 'lucide-react';
import { useMemo, useRef, type ReactNode } from 'react';
import { DataTable, EmptyState, IconButton, type Column } from '../../../components/ui';
import { formatPercent, formatPrice, toneOf } from '../../format/numbers';
import type { SortState } from '../../table/sort';
import { useTableFormatting } from '../../table/useTableFormatting';
import type { WatchlistRow } from '../utils/watchlistMath';
import { isWatchlistSortColumn, sortWatchlist, type WatchlistSortColumn } from '../utils/watchlistSort';
import { WATCHLIST_TEXT } from '../watchlistApi';
import '../watchlist.css';

/** Header labels of the watchlist column set (COLUMN_SETS.watchlist). */
export const WATCHLIST_COLUMN_LABELS: Record<string, string> = {
  instrument: 'Instrument',
  livePrice: 'Live Price',
  targetPrice: 'Target',
  difference: 'Difference',
  actions: 'Actions',
};

export interface WatchlistTableProps {
  rows: readonly WatchlistRow[];
  /** Selected column ids in display order (COLUMN_SETS.watchlist); unknown ids are skipped. */
  columns: readonly string[];
  sort: SortState<WatchlistSortColumn>;
  onSort: (column: WatchlistSortColumn) => void;
  onEdit?: (row: WatchlistRow) => void;
  onRemove?: (row: WatchlistRow) => void;
  /** Shown instead of rows when the list is empty (defaults to part 2's empty state). */
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
export function WatchlistTable({ rows, columns, sort, onSort, onEdit, onRemove, empty, caption, maxHeight }: WatchlistTableProps) {
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
        header: WATCHLIST_COLUMN_LABELS.instrument,
        sortable: true,
        cell: (r) => (
          <div className="wl-instrument">
            {r.isTargetReached ? (
              <CircleCheck size={16} className="wl-instrument__icon wl-instrument__icon--reached" aria-label="Target reached" role="img" />
            ) : (
              <Crosshair size={16} className="wl-instrument__icon" aria-hidden="true" />
            )}
            <span>
              <span className="cell-main">{r.tradingsymbol}</span> <span className="wl-exchange">{r.exchange}</span>
              <span className="cell-sub wl-name" title={r.name}>
                {r.name}
              </span>
            </span>
          </div>
        ),
        cellStyle: (r) => style('instrument', r.tradingsymbol, r.tradingsymbol),
      },
      livePrice: {
        id: 'livePrice',
        header: WATCHLIST_COLUMN_LABELS.livePrice,
        align: 'right',
        sortable: true,
        cell: (r) => (
          <>
            <span className="num cell-main">{formatPrice(r.livePrice)}</span>
            <span className={`cell-sub num tone-${toneOf(r.changePercent)}`}>
              {r.hasLivePrice ? formatPercent(r.changePercent, { signed: true }) : 'No live price'}
            </span>
          </>
        ),
        cellStyle: (r) => style('livePrice', r.livePrice, r.tradingsymbol),
      },
      targetPrice: {
        id: 'targetPrice',
        header: WATCHLIST_COLUMN_LABELS.targetPrice,
        align: 'right',
        sortable: true,
        cell: (r) => <span className="num cell-main">{formatPrice(r.targetPrice)}</span>,
        cellStyle: (r) => style('targetPrice', r.targetPrice, r.tradingsymbol),
      },
      difference: {
        id: 'difference',
        header: WATCHLIST_COLUMN_LABELS.difference,
        align: 'right',
        sortable: true,
        cell: (r) => (
          <>
            <span className={`num cell-main ${r.isTargetReached ? 'tone-positive' : ''}`}>{formatPercent(r.distanceFromTargetPercent, { signed: true })}</span>
            <span className="cell-sub num">{distanceText(r)}</span>
          </>
        ),
        cellStyle: (r) => style('difference', r.distanceFromTargetPercent, r.tradingsymbol),
      },
      actions: {
        id: 'actions',
        header: WATCHLIST_COLUMN_LABELS.actions,
        align: 'right',
        cell: (r) =>
          canEdit || canRemove ? (
            <span className="wl-actions">
              {canEdit && (
                <IconButton size="sm" label={`Edit target for ${r.tradingsymbol}`} onClick={() => handlers.current.onEdit?.(r)}>
                  <Pencil size={14} />
                </IconButton>
              )}
              {canRemove && (
                <IconButton size="sm" label={`Remove ${r.tradingsymbol} from watchlist`} className="wl-remove" onClick={() => handlers.current.onRemove?.(r)}>
                  <Trash2 size={14} />
                </IconButton>
              )}
            </span>
          ) : null,
      },
    }),
    [style, canEdit, canRemove],
  );

  const cols = useMemo(() => columns.map((id) => defs[id]).filter((c): c is Column<WatchlistRow> => Boolean(c)), [columns, defs]);
  const sorted = useMemo(() => sortWatchlist(rows, sort), [rows, sort]);

  return (
    <DataTable
      tableName="watchlist"
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
