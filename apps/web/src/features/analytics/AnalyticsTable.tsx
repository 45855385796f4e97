import clsx from 'clsx';
import { Trash2 } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CARDS_BELOW_PX, DataTable, EmptyState, IconButton, type Column } from '../../shared/ui';
import { Pnl, Price } from '../../shared/format/Money';
import { formatPercent, toneOf } from '../../shared/format/numbers';
import { chartPath } from '../instruments';
import type { SortState } from '../../shared/table/sort';
import { columnLabel, highestPriceLabel } from '../../shared/table/columnDefinitions';
import { useTableFormatting, type CellStyler } from '../user-settings';
import type { AnalyticsRow } from './readInstrument';
import { isAnalyticsColumn, type AnalyticsColumnId } from './sortSummary';

export interface AnalyticsTableProps {
  rows: readonly AnalyticsRow[];
  /** Selected column ids in display order (COLUMN_SETS.analytics); unknown ids are skipped. */
  columns: readonly string[];
  sort: SortState<AnalyticsColumnId>;
  onSort: (column: string) => void;
  months: number;
  /** Adds a trailing remove button per row. */
  onRemove?: (row: AnalyticsRow) => void;
  /** Shown instead of the rows when there are none; defaults to the analytics empty text. */
  empty?: ReactNode;
  maxHeight?: number | string;
}

const value = (v: number | null) => (v === null ? undefined : v);

function definitions(months: number, style: CellStyler): Record<AnalyticsColumnId, Column<AnalyticsRow>> {
  const styled = (id: AnalyticsColumnId, get: (r: AnalyticsRow) => number | string | null) => (r: AnalyticsRow) =>
    style(id, get(r) ?? undefined, r.tradingsymbol);
  return {
    tradingsymbol: {
      id: 'tradingsymbol',
      header: columnLabel('tradingsymbol'),
      sortable: true,
      cellStyle: styled('tradingsymbol', (r) => r.tradingsymbol),
      cell: (r) => (
        <Link className="symbol-link" to={chartPath(r.tradingsymbol, r.instrument_token)} title="Open chart">
          <span className="cell-main">{r.tradingsymbol}</span>
          <span className="cell-sub">{[r.name, r.exchange].filter(Boolean).join(' · ')}</span>
        </Link>
      ),
    },
    livePrice: {
      id: 'livePrice',
      header: columnLabel('livePrice'),
      align: 'right',
      sortable: true,
      cellStyle: styled('livePrice', (r) => r.livePrice),
      cell: (r) =>
        r.hasLivePrice ? (
          <>
            <Price value={r.livePrice} className="cell-main" />
            <Pnl value={value(r.changePercent)} percent className="cell-sub" />
          </>
        ) : (
          <>
            <span className="muted">—</span>
            <span className="cell-sub">No live price</span>
          </>
        ),
    },
    highestPrice: {
      id: 'highestPrice',
      header: highestPriceLabel(months),
      align: 'right',
      sortable: true,
      cellStyle: styled('highestPrice', (r) => r.highestPrice),
      cell: (r) => (
        <>
          <Price value={r.highestPrice} className="cell-main" />
          {r.highDate && <span className="cell-sub">{r.highDate}</span>}
        </>
      ),
    },
    lowestAfterHigh: {
      id: 'lowestAfterHigh',
      header: columnLabel('lowestAfterHigh'),
      align: 'right',
      sortable: true,
      cellStyle: styled('lowestAfterHigh', (r) => r.lowestAfterHigh),
      cell: (r) => (
        <>
          <Price value={r.lowestAfterHigh} className="cell-main" />
          {r.percentDropFromHighToLow !== null && (
            <span className="cell-sub tone-negative">-{formatPercent(r.percentDropFromHighToLow)} drop</span>
          )}
        </>
      ),
    },
    percentFromLowest: {
      id: 'percentFromLowest',
      header: columnLabel('percentFromLowest'),
      align: 'right',
      sortable: true,
      cellStyle: styled('percentFromLowest', (r) => r.percentFromLowest),
      cell: (r) => (
        <>
          <Pnl value={value(r.percentFromLowest)} percent className="cell-main" />
          <span className="cell-sub">above the low</span>
        </>
      ),
    },
    percentBelowHigh: {
      id: 'percentBelowHigh',
      header: columnLabel('percentBelowHigh'),
      align: 'right',
      sortable: true,
      cellStyle: styled('percentBelowHigh', (r) => r.percentBelowHigh),
      // The figure as filtered and sorted: how far (%) the price sits below the peak.
      cell: (r) => (
        <>
          <span
            className={clsx(
              'num cell-main',
              `tone-${toneOf(r.percentBelowHigh === null ? null : -r.percentBelowHigh)}`,
            )}
          >
            {formatPercent(r.percentBelowHigh)}
          </span>
          <span className="cell-sub">below the peak</span>
        </>
      ),
    },
  };
}

/** The Analytics figures table, with the user's columns, conditional formatting and row colours. */
export function AnalyticsTable({
  rows,
  columns,
  sort,
  onSort,
  months,
  onRemove,
  empty,
  maxHeight,
}: AnalyticsTableProps) {
  const style = useTableFormatting('analytics');
  const cols = useMemo(() => {
    const defs = definitions(months, style);
    const chosen = columns.filter(isAnalyticsColumn).map((id) => defs[id]);
    if (onRemove) {
      chosen.push({
        id: 'actions',
        header: <span className="visually-hidden">{columnLabel('actions')}</span>,
        align: 'right',
        width: 52,
        cell: (r) => (
          <IconButton label={`Remove ${r.tradingsymbol}`} size="sm" onClick={() => onRemove(r)}>
            <Trash2 size={15} />
          </IconButton>
        ),
      });
    }
    return chosen;
  }, [columns, months, style, onRemove]);

  return (
    <DataTable
      tableName="analytics"
      cardsBelow={CARDS_BELOW_PX}
      rows={rows}
      columns={cols}
      rowKey={(r) => String(r.instrument_token)}
      sort={sort}
      onSort={onSort}
      caption="Analytics instruments"
      stickyFirstColumn
      maxHeight={maxHeight}
      empty={
        empty ?? (
          <EmptyState title="No instruments added" hint="Add instruments to the Analytics page to see them here" />
        )
      }
    />
  );
}
