import type { HoldingReturn } from '@app/contracts/reports/types';
import { useMemo, useState } from 'react';
import { formatRupees, formatSignedRupees } from '../../shared/format/decimal';
import { formatDay } from '../../shared/format/dates';
import { nextSort, type SortState } from '../../shared/table/sort';
import { Badge, DataTable, type Column } from '../../shared/ui';
import { HOLDING_DEFAULT_SORT, sortHoldingReturns, type HoldingSortColumn } from './holdingSort';
import { toneOfDecimal } from './reportFormat';
import { XirrValue } from './XirrValue';

const money = (id: HoldingSortColumn, header: string): Column<HoldingReturn> => ({
  id,
  header,
  align: 'right',
  sortable: true,
  cell: (h) => <span className="num">{formatRupees(h[id as 'invested'])}</span>,
});

const COLUMNS: ReadonlyArray<Column<HoldingReturn>> = [
  {
    id: 'symbol',
    header: 'Symbol',
    sortable: true,
    cell: (h) => (
      <>
        <span className="cell-main">{h.symbol}</span>
        <span className="cell-sub">Since {formatDay(h.first_date)}</span>
      </>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    sortable: true,
    cell: (h) => <Badge tone={h.status === 'held' ? 'info' : 'neutral'}>{h.status === 'held' ? 'Held' : 'Sold'}</Badge>,
  },
  money('invested', 'Invested'),
  money('withdrawn', 'Withdrawn'),
  money('dividends', 'Dividends'),
  {
    id: 'value',
    header: 'Value',
    align: 'right',
    sortable: true,
    cell: (h) => (
      <>
        <span className="num">{formatRupees(h.value)}</span>
        {!h.priced && <span className="cell-sub">At cost: no price</span>}
      </>
    ),
  },
  {
    id: 'gain',
    header: 'Gain',
    align: 'right',
    sortable: true,
    cell: (h) => <span className={`num tone-${toneOfDecimal(h.gain)}`}>{formatSignedRupees(h.gain)}</span>,
  },
  { id: 'xirr', header: 'XIRR', align: 'right', sortable: true, cell: (h) => <XirrValue figure={h.xirr} /> },
];

/** Each holding's own returns, sold-out ones included; any column sorts. */
export function HoldingReturnsTable({ rows }: { rows: readonly HoldingReturn[] }) {
  const [sort, setSort] = useState<SortState<HoldingSortColumn>>(HOLDING_DEFAULT_SORT);
  const sorted = useMemo(() => sortHoldingReturns(rows, sort), [rows, sort]);
  return (
    <DataTable
      rows={sorted}
      columns={COLUMNS}
      rowKey={(h) => h.key}
      sort={sort}
      onSort={(column) => setSort((s) => nextSort(s, column as HoldingSortColumn))}
      caption="Returns per holding"
      cardsBelow={720}
    />
  );
}
