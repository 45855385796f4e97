import { Trash2 } from 'lucide-react';
import type { SoldPosition } from '@app/contracts/portfolio/types';
import { Badge, IconButton, type Column } from '../../shared/ui';
import { Pnl, Price } from '../../shared/format/Money';
import { formatAmount, formatQuantity } from '../../shared/format/numbers';
import type { CellStyler } from '../user-settings';
import { formatDateTime, formatShortDateTime } from '../../shared/format/dates';
import { columnLabel } from '../../shared/table/columnDefinitions';
import { typeLabel } from './soldGroups';

export interface SoldColumnOptions {
  style: CellStyler;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onDelete: (row: SoldPosition) => void;
}

const VALUES: Record<string, (s: SoldPosition) => unknown> = {
  buyPrice: (s) => s.buyPrice,
  sellPrice: (s) => s.sellPrice,
  quantity: (s) => s.quantity,
  commission: (s) => s.commission,
  realizedPnL: (s) => s.realizedProfitLoss,
  realizedPnLPercent: (s) => s.realizedProfitLossPercent,
};

// Fixed shares of the width, so the tables of successive days line up column by column.
const WIDTHS: Record<string, string> = {
  select: '4%',
  instrument: '15%',
  buyPrice: '10%',
  sellPrice: '10%',
  quantity: '8%',
  type: '8%',
  commission: '9%',
  realizedPnL: '10%',
  realizedPnLPercent: '8%',
  soldDate: '12%',
  actions: '6%',
};

/** The sold-positions column set (all of it), after a selection box. */
export function soldColumns({ style, selected, onToggle, onDelete }: SoldColumnOptions): Column<SoldPosition>[] {
  const cellStyle = (id: string) => (s: SoldPosition) => style(id, VALUES[id]?.(s), s.tradingSymbol);
  const num = (id: string, cell: Column<SoldPosition>['cell']): Column<SoldPosition> => ({
    id,
    header: columnLabel(id),
    cell,
    align: 'right',
    cellStyle: cellStyle(id),
    width: WIDTHS[id],
  });
  return [
    {
      id: 'select',
      header: <span className="visually-hidden">Select</span>,
      width: WIDTHS.select,
      className: 'pf-select-col',
      cell: (s) => (
        <input
          type="checkbox"
          className="pf-check"
          checked={selected.has(s.id)}
          onChange={() => onToggle(s.id)}
          aria-label={`Select sale of ${s.tradingSymbol}`}
        />
      ),
    },
    {
      id: 'instrument',
      header: columnLabel('instrument'),
      width: WIDTHS.instrument,
      cellStyle: cellStyle('instrument'),
      cell: (s) => (
        <>
          <span className="cell-main">{s.tradingSymbol}</span>
          <span className="cell-sub">
            {s.exchange} · {s.name}
          </span>
        </>
      ),
    },
    num('buyPrice', (s) => <Price value={s.buyPrice} />),
    num('sellPrice', (s) => <Price value={s.sellPrice} />),
    num('quantity', (s) => <span className="num">{formatQuantity(s.quantity)}</span>),
    {
      id: 'type',
      header: columnLabel('type'),
      width: WIDTHS.type,
      cell: (s) => <Badge tone={s.positionType === 'SELL' ? 'warning' : 'neutral'}>{typeLabel(s.positionType)}</Badge>,
    },
    num('commission', (s) => <span className="num muted">{formatAmount(s.commission, 2)}</span>),
    num('realizedPnL', (s) => <Pnl value={s.realizedProfitLoss} decimals={2} />),
    num('realizedPnLPercent', (s) => <Pnl value={s.realizedProfitLossPercent} percent />),
    {
      id: 'soldDate',
      header: columnLabel('soldDate'),
      width: WIDTHS.soldDate,
      cell: (s) => (
        <span className="num" title={formatDateTime(s.soldAt)}>
          {formatShortDateTime(s.soldAt)}
        </span>
      ),
    },
    {
      id: 'actions',
      header: columnLabel('actions'),
      width: WIDTHS.actions,
      align: 'right',
      cell: (s) => (
        <IconButton
          size="sm"
          label={`Delete sale of ${s.tradingSymbol}`}
          className="pf-actions__danger"
          onClick={() => onDelete(s)}
        >
          <Trash2 size={14} />
        </IconButton>
      ),
    },
  ];
}
