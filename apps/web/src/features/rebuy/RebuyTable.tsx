import clsx from 'clsx';
import { ChevronRight, Trash2 } from 'lucide-react';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { CARDS_BELOW_PX, DataTable, EmptyState, IconButton, type Column } from '../../shared/ui';
import { Pnl } from '../../shared/format/Money';
import { formatPrice } from '../../shared/format/numbers';
import type { SortState } from '../../shared/table/sort';
import { columnLabel } from '../../shared/table/columnDefinitions';
import { livePriceColumn } from '../../shared/table/livePriceColumn';
import { useTableFormatting } from '../user-settings';
import { REBUY_TEXT } from './rebuyApi';
import type { RebuyEntryRow, RebuyRow } from './rebuyMath';
import { isRebuySortColumn, sortRebuy, type RebuySortColumn } from './rebuySort';
import { entriesLabel } from './rebuySummary';
import { RebuyEntries } from './RebuyEntries';
import './rebuy.css';

export interface RebuyTableProps {
  rows: readonly RebuyRow[];
  /** Selected column ids in display order (COLUMN_SETS.rebuy); unknown ids are skipped. */
  columns: readonly string[];
  sort: SortState<RebuySortColumn>;
  onSort: (column: RebuySortColumn) => void;
  onDeleteInstrument?: (row: RebuyRow) => void;
  onDeleteEntry?: (row: RebuyRow, entry: RebuyEntryRow) => void;
  empty?: ReactNode;
  caption?: string;
  maxHeight?: number | string;
}

/** Re-buy groups per trading symbol; a row expands to its individual entries. */
export function RebuyTable({
  rows,
  columns,
  sort,
  onSort,
  onDeleteInstrument,
  onDeleteEntry,
  empty,
  caption,
  maxHeight,
}: RebuyTableProps) {
  const style = useTableFormatting('rebuy');
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = useCallback(
    (token: number) =>
      setExpanded((s) => {
        const n = new Set(s);
        if (n.has(token)) n.delete(token);
        else n.add(token);
        return n;
      }),
    [],
  );
  // Handlers live in a ref so a new callback from the parent does not rebuild the columns (and every row).
  const handlers = useRef({ onDeleteInstrument, onDeleteEntry });
  handlers.current = { onDeleteInstrument, onDeleteEntry };
  const canDelete = Boolean(onDeleteInstrument);

  const defs = useMemo<Record<string, Column<RebuyRow>>>(
    () => ({
      instrument: {
        id: 'instrument',
        header: columnLabel('instrument'),
        sortable: true,
        cell: (r) => (
          <div className="rb-instrument">
            <button
              type="button"
              className="rb-expand"
              aria-expanded={expanded.has(r.instrumentToken)}
              aria-label={`${expanded.has(r.instrumentToken) ? 'Hide' : 'Show'} entries of ${r.symbol}`}
              onClick={() => toggle(r.instrumentToken)}
            >
              <ChevronRight
                size={16}
                className={clsx('rb-expand__icon', expanded.has(r.instrumentToken) && 'rb-expand__icon--open')}
                aria-hidden="true"
              />
            </button>
            <span>
              <span className="cell-main">{r.symbol}</span> <span className="tag exchange-tag">{r.exchange}</span>
              <span className="cell-sub">
                {entriesLabel(r.entries.length)} · Avg Buy <span className="num">{formatPrice(r.avgBuyPrice)}</span>
              </span>
            </span>
          </div>
        ),
        cellStyle: (r) => style('instrument', r.symbol, r.symbol),
      },
      buyPrice: {
        id: 'buyPrice',
        header: columnLabel('buyPrice'),
        align: 'right',
        cell: (r) => <span className="num">{formatPrice(r.avgBuyPrice)}</span>,
        cellStyle: (r) => style('buyPrice', r.avgBuyPrice, r.symbol),
      },
      sellPrice: {
        id: 'sellPrice',
        header: columnLabel('sellPrice'),
        align: 'right',
        cell: (r) => <span className="num">{formatPrice(r.avgSellPrice)}</span>,
        cellStyle: (r) => style('sellPrice', r.avgSellPrice, r.symbol),
      },
      livePrice: livePriceColumn((r) => style('livePrice', r.livePrice, r.symbol)),
      currentGainLoss: {
        id: 'currentGainLoss',
        header: columnLabel('currentGainLoss'),
        align: 'right',
        sortable: true,
        cell: (r) => <Pnl value={r.totalCurrentGainLoss} className="cell-main" />,
        cellStyle: (r) => style('currentGainLoss', r.totalCurrentGainLoss, r.symbol),
      },
      currentGainLossPercent: {
        id: 'currentGainLossPercent',
        header: columnLabel('currentGainLossPercent'),
        align: 'right',
        cell: (r) => <Pnl value={r.totalCurrentGainLossPercent} percent />,
        cellStyle: (r) => style('currentGainLossPercent', r.totalCurrentGainLossPercent, r.symbol),
      },
      actions: {
        id: 'actions',
        header: columnLabel('actions'),
        align: 'right',
        cell: (r) =>
          canDelete ? (
            <IconButton
              size="sm"
              label={`Delete all re-buy entries of ${r.symbol}`}
              className="rb-delete"
              onClick={() => handlers.current.onDeleteInstrument?.(r)}
            >
              <Trash2 size={14} />
            </IconButton>
          ) : null,
      },
    }),
    [style, expanded, toggle, canDelete],
  );

  const cols = useMemo(
    () => columns.map((id) => defs[id]).filter((c): c is Column<RebuyRow> => Boolean(c)),
    [columns, defs],
  );
  const sorted = useMemo(() => sortRebuy(rows, sort), [rows, sort]);
  const canDeleteEntry = Boolean(onDeleteEntry);
  const renderExpansion = useCallback(
    (r: RebuyRow) => (
      <RebuyEntries
        row={r}
        onDeleteEntry={canDeleteEntry ? (row, e) => handlers.current.onDeleteEntry?.(row, e) : undefined}
      />
    ),
    [canDeleteEntry],
  );

  return (
    <DataTable
      tableName="rebuy"
      cardsBelow={CARDS_BELOW_PX}
      // The re-buy sort menu sits in the container's header (it also offers Original P&L).
      sortMenuOnCards={false}
      rows={sorted}
      columns={cols}
      rowKey={(r) => String(r.instrumentToken)}
      sort={sort}
      onSort={(id) => isRebuySortColumn(id) && onSort(id)}
      caption={caption}
      renderExpansion={renderExpansion}
      isExpanded={(r) => expanded.has(r.instrumentToken)}
      empty={empty ?? <EmptyState title={REBUY_TEXT.emptyTitle} hint={REBUY_TEXT.emptyHint} />}
      maxHeight={maxHeight}
      className="rb-table"
      stickyFirstColumn
    />
  );
}
