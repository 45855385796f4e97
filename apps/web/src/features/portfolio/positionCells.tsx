import type { Position } from '@app/contracts/portfolio/types';
import { Badge, type Column } from '../../shared/ui';
import { Amount, Pnl, Price } from '../../shared/format/Money';
import { formatPercent, formatPrice, formatQuantity, toneOf } from '../../shared/format/numbers';
import type { CellStyler } from '../user-settings';
import { formatDay } from '../../shared/format/dates';
import { asShown } from '../../shared/format/round';
import { PositionActions, type PositionAction } from './PositionActions';
import { columnLabel } from '../../shared/table/columnDefinitions';
import { isSortableColumn, positionValue, type PositionColumnId } from './positionColumns';

function NameCell({ p }: { p: Position }) {
  return (
    <div className="pf-name">
      <span className="cell-main">
        {p.tradingSymbol}
        {p.positionType === 'SELL' && (
          <Badge tone="warning" className="pf-name__badge">
            Short
          </Badge>
        )}
        {p.instrumentType === 'FUT' && (
          <Badge tone="info" className="pf-name__badge" title={p.expiry ? `Expires ${formatDay(p.expiry)}` : undefined}>
            FUT
          </Badge>
        )}
      </span>
      <span className="cell-sub">
        {p.exchange} · {p.name}
      </span>
    </div>
  );
}

function LivePriceCell({ p }: { p: Position }) {
  if (!p.hasLivePrice || p.livePrice === null)
    return (
      <span className="muted" title="No live price yet">
        —
      </span>
    );
  return (
    <>
      <Price value={p.livePrice} />
      <span className={`cell-sub num tone-${toneOf(asShown(p.changePercent, 2))}`}>
        {formatPercent(p.changePercent, { signed: true })}
      </span>
    </>
  );
}

/** Every column of the live-portfolio set, styled by the user's rules (row identifier = trading symbol). */
export function positionColumns(
  style: CellStyler,
  onAction?: (action: PositionAction, p: Position) => void,
): Record<PositionColumnId, Column<Position>> {
  // Rules compare the number the cell shows (the live price itself, not the change it sorts by).
  const shown = (p: Position, id: PositionColumnId) => (id === 'livePrice' ? p.livePrice : positionValue(p, id));
  const styled = (id: PositionColumnId) => (p: Position) => style(id, shown(p, id) ?? undefined, p.tradingSymbol);
  const base = (
    id: PositionColumnId,
    cell: Column<Position>['cell'],
    align: Column<Position>['align'] = 'right',
  ): Column<Position> => ({
    id,
    header: columnLabel(id),
    align,
    sortable: isSortableColumn(id),
    cell,
    cellStyle: id === 'actions' ? undefined : styled(id),
  });
  return {
    name: base('name', (p) => <NameCell p={p} />, 'left'),
    buyPrice: base('buyPrice', (p) => <Price value={p.buyPrice} />),
    quantity: base('quantity', (p) => <span className="num">{formatQuantity(p.quantity)}</span>),
    amount: base('amount', (p) => <Amount value={p.amount} />),
    livePrice: base('livePrice', (p) => <LivePriceCell p={p} />),
    profitLoss: base('profitLoss', (p) => (
      <span title={formatPrice(p.unrealizedProfitLoss)}>
        <Pnl value={asShown(p.unrealizedProfitLoss)} />
      </span>
    )),
    profitLossPercent: base('profitLossPercent', (p) => (
      <Pnl value={asShown(p.unrealizedProfitLossPercent, 2)} percent />
    )),
    actions: {
      ...base('actions', (p) => (onAction ? <PositionActions position={p} onAction={onAction} /> : null), 'right'),
      sortable: false,
    },
  };
}
