import type { HarvestLot } from '@app/contracts/reports/types';
import type { ReactNode } from 'react';
import { formatDecimal, formatQuantityText, formatRupees, formatSignedRupees } from '../../shared/format/decimal';
import { formatDay } from '../../shared/format/dates';
import { Badge, DataTable, type Column } from '../../shared/ui';
import { toneOfDecimal } from './reportFormat';

const symbolColumn: Column<HarvestLot> = {
  id: 'symbol',
  header: 'Symbol',
  cell: (l) => (
    <>
      <span className="cell-main">{l.symbol}</span>
      <span className="cell-sub">Bought {formatDay(l.buy_date)}</span>
    </>
  ),
};

const bucketColumn: Column<HarvestLot> = {
  id: 'bucket',
  header: 'Term',
  cell: (l) =>
    l.bucket === 'long_term' ? (
      <Badge tone="success">Long term</Badge>
    ) : (
      <>
        <Badge tone="warning">Short term</Badge>
        <span className="cell-sub">Long term from {formatDay(l.long_term_from)}</span>
      </>
    ),
};

const right = (id: string, header: string, cell: (l: HarvestLot) => ReactNode): Column<HarvestLot> => ({
  id,
  header,
  align: 'right',
  cell,
});

const unrealised = right('unrealised', 'Unrealised', (l) => (
  <>
    <span className={`num tone-${toneOfDecimal(l.unrealised)}`}>{formatSignedRupees(l.unrealised)}</span>
    <span className="cell-sub num">{formatDecimal(l.unrealised_percent, 2)}%</span>
  </>
));
const taxSaved = right('saved', 'Tax saved', (l) => <span className="num">{formatRupees(l.tax_saved)}</span>);
const cost = right('cost', 'Cost', (l) => <span className="num">{formatRupees(l.cost)}</span>);
const value = right('value', 'Value', (l) => <span className="num">{formatRupees(l.value)}</span>);

const LOSS_COLUMNS: ReadonlyArray<Column<HarvestLot>> = [
  symbolColumn,
  bucketColumn,
  right('qty', 'Qty', (l) => <span className="num">{formatQuantityText(l.quantity)}</span>),
  cost,
  value,
  unrealised,
  {
    id: 'band',
    header: 'Loss Cover',
    cell: (l) => (l.in_loss_cover_band ? <Badge tone="info">In Loss Cover band</Badge> : null),
  },
  taxSaved,
];

const GAIN_COLUMNS: ReadonlyArray<Column<HarvestLot>> = [
  symbolColumn,
  bucketColumn,
  right('open', 'Shares open', (l) => <span className="num">{formatQuantityText(l.quantity)}</span>),
  right('sell', 'Shares to sell', (l) => <span className="num cell-main">{formatQuantityText(l.sell_quantity)}</span>),
  cost,
  value,
  unrealised,
  taxSaved,
];

/** Lots the plan would book: `losses` (largest first) or the long-term `gains` that fill the headroom. */
export function HarvestLotsTable({
  lots,
  kind,
  empty,
}: {
  lots: readonly HarvestLot[];
  kind: 'losses' | 'gains';
  empty: ReactNode;
}) {
  return (
    <DataTable
      rows={lots}
      columns={kind === 'losses' ? LOSS_COLUMNS : GAIN_COLUMNS}
      rowKey={(l) => l.lot_id}
      caption={kind === 'losses' ? 'Losing lots' : 'Gain lots to book'}
      cardsBelow={820}
      empty={empty}
    />
  );
}
