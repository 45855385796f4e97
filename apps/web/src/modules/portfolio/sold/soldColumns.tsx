import { Trash2 } from 'lucide-react';
import type { SoldPosition } from '@app/contracts/portfolio/types';
import { Badge, IconButton, type Column } from '../../../components/ui';
import { Pnl, Price } from '../../format/Money';
import { formatAmount, formatQuantity } from '../../format/numbers';
import type { CellStyler } from '../../table/useTableFormatting';
import { formatDateTime, formatShortDateTime } from '../format/dates';
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
  quantity: '6%',
  type: '8%',
  commission: '9%',
  realizedPnL: '10%',
  realizedPnLPercent: '8%',
  soldDate: '14%',
  actions: '6%',
};

/** The sold-positions column set of part 2 (all of it), after a selection box. */
export function soldColumns({ style, selected, onToggle, onDelete }: SoldColumnOptions): Column<SoldPosition>[] {
  const cellStyle = (id: string) => (s: SoldPosition) => style(id, VALUES[id]?.(s), s.tradingSymbol);
  const num = (id: string, header: string, cell: Column<SoldPosition>['cell']): Column<SoldPosition> => ({ id, header, cell, align: 'right', cellStyle: cellStyle(id), width: WIDTHS[id] });
  return [
    {
      id: 'select',
      header: <span className="visually-hidden">Select</span>,
      width: WIDTHS.select,
      className: 'pf-select-col',
      cell: (s) => (
        <input type="checkbox" className="pf-check" checked={selected.has(s.id)} onChange={() => onToggle(s.id)} aria-label={`Select sale of ${s.tradingSymbol}`} />
      ),
    },
    {
      id: 'instrument',
      header: 'Instrument',
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
    num('buyPrice', 'Buy Price', (s) => <Price value={s.buyPrice} />),
    num('sellPrice', 'Sell Price', (s) => <Price value={s.sellPrice} />),
    num('quantity', 'Qty', (s) => <span className="num">{formatQuantity(s.quantity)}</span>),
    { id: 'type', header: 'Type', width: WIDTHS.type, cell: (s) => <Badge tone={s.positionType === 'SELL' ? 'warning' : 'neutral'}>{typeLabel(s.positionType)}</Badge> },
    num('commission', 'Commission', (s) => <span className="num muted">{formatAmount(s.commission, 2)}</span>),
    num('realizedPnL', 'Realized P&L', (s) => <Pnl value={s.realizedProfitLoss} decimals={2} />),
    num('realizedPnLPercent', 'Realized P&L %', (s) => <Pnl value={s.realizedProfitLossPercent} percent />),
    {
      id: 'soldDate',
      header: 'Sold',
      width: WIDTHS.soldDate,
      cell: (s) => (
        <span className="num" title={formatDateTime(s.soldAt)}>
          {formatShortDateTime(s.soldAt)}
        </span>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      width: WIDTHS.actions,
      align: 'right',
      cell: (s) => (
        <IconButton size="sm" label={`Delete sale of ${s.tradingSymbol}`} className="pf-actions__danger" onClick={() => onDelete(s)}>
          <Trash2 size={14} />
        </IconButton>
      ),
    },
  ];
}
