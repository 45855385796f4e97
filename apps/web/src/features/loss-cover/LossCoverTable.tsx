import { useMemo, type ReactNode } from 'react';
import { CARDS_BELOW_PX, DataTable, EmptyState, type Column } from '../../shared/ui';
import { Amount, Pnl } from '../../shared/format/Money';
import { formatPercent, formatPrice, formatQuantity, toneOf } from '../../shared/format/numbers';
import type { SortState } from '../../shared/table/sort';
import { columnLabel } from '../../shared/table/columnDefinitions';
import { useTableFormatting } from '../user-settings';
import { LOSS_TEXT } from './lossCoverApi';
import type { LossRow } from './lossMath';
import { isLossSortColumn, sortLoss, type LossSortColumn } from './lossSort';
import './lossCover.css';

export interface LossCoverTableProps {
  rows: readonly LossRow[];
  /** Selected column ids in display order (COLUMN_SETS['loss-cover']); unknown ids are skipped. */
  columns: readonly string[];
  sort: SortState<LossSortColumn>;
  onSort: (column: LossSortColumn) => void;
  empty?: ReactNode;
  caption?: string;
  maxHeight?: number | string;
}

/** Positions in the loss range, deepest loss first by default. */
export function LossCoverTable({ rows, columns, sort, onSort, empty, caption, maxHeight }: LossCoverTableProps) {
  const style = useTableFormatting('loss_cover');

  const defs = useMemo<Record<string, Column<LossRow>>>(() => {
    const right = (
      id: string,
      cell: (r: LossRow) => ReactNode,
      value: (r: LossRow) => unknown,
      sortable = false,
    ): Column<LossRow> => ({
      id,
      header: columnLabel(id),
      align: 'right',
      sortable,
      cell,
      cellStyle: (r) => style(id, value(r), r.tradingSymbol),
    });
    return {
      instrument: {
        id: 'instrument',
        header: columnLabel('instrument'),
        cell: (r) => (
          <span>
            <span className="cell-main">{r.tradingSymbol}</span>
            <span className="cell-sub lc-name" title={r.name}>
              {r.name}
            </span>
          </span>
        ),
        cellStyle: (r) => style('instrument', r.tradingSymbol, r.tradingSymbol),
      },
      lossPercent: right(
        'lossPercent',
        (r) => (
          <span className={`num cell-main lc-loss tone-${toneOf(-r.currentLossPercent)}`}>
            {formatPercent(r.currentLossPercent)}
          </span>
        ),
        (r) => r.currentLossPercent,
        true,
      ),
      livePrice: right(
        'livePrice',
        (r) => (
          <>
            <span className="num cell-main">{formatPrice(r.livePrice)}</span>
            <span className={`cell-sub num tone-${toneOf(r.changePercent)}`}>
              {formatPercent(r.changePercent, { signed: true })}
            </span>
          </>
        ),
        (r) => r.livePrice,
        true,
      ),
      cashLoss: right(
        'cashLoss',
        (r) => <Amount value={r.netCashLoss} className={`tone-${toneOf(-r.netCashLoss)}`} />,
        (r) => r.netCashLoss,
        true,
      ),
      buyPrice: right(
        'buyPrice',
        (r) => <span className="num">{formatPrice(r.buyPrice)}</span>,
        (r) => r.buyPrice,
      ),
      quantity: right(
        'quantity',
        (r) => <span className="num">{formatQuantity(r.quantity)}</span>,
        (r) => r.quantity,
      ),
      currentValue: right(
        'currentValue',
        (r) => <Amount value={r.currentValue} />,
        (r) => r.currentValue,
      ),
      unrealizedPnL: right(
        'unrealizedPnL',
        (r) => <Pnl value={r.unrealizedProfitLoss} />,
        (r) => r.unrealizedProfitLoss,
      ),
    };
  }, [style]);

  const cols = useMemo(
    () => columns.map((id) => defs[id]).filter((c): c is Column<LossRow> => Boolean(c)),
    [columns, defs],
  );
  const sorted = useMemo(() => sortLoss(rows, sort), [rows, sort]);

  return (
    <DataTable
      tableName="loss_cover"
      cardsBelow={CARDS_BELOW_PX}
      rows={sorted}
      columns={cols}
      rowKey={(r) => r.id}
      sort={sort}
      onSort={(id) => isLossSortColumn(id) && onSort(id)}
      caption={caption}
      empty={empty ?? <EmptyState title={LOSS_TEXT.emptyTitle} hint={LOSS_TEXT.emptyHint} />}
      maxHeight={maxHeight}
      className="lc-table"
      stickyFirstColumn
    />
  );
}
