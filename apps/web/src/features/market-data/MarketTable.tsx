import { CandlestickChart } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { MarketQuote } from '@app/contracts/market/messages';
import { DataTable, EmptyState, type Column } from '../../shared/ui';
import { Pnl, Price } from '../../shared/format/Money';
import { formatQuantity } from '../../shared/format/numbers';
import type { SortState } from '../../shared/table/sort';
import { chartPath } from '../instruments';
import { roundShown, type MarketSortColumn } from './marketRows';
import './market-data.css';

export interface MarketTableProps {
  rows: readonly MarketQuote[];
  sort: SortState<MarketSortColumn>;
  onSort: (column: string) => void;
  total: number;
}

/** Every priced instrument with its live price; a row's symbol (or chart icon) opens its chart. */
export function MarketTable({ rows, sort, onSort, total }: MarketTableProps) {
  const columns = useMemo<Column<MarketQuote>[]>(
    () => [
      {
        id: 'tradingsymbol',
        header: 'Instrument',
        sortable: true,
        cell: (r) => (
          <Link className="symbol-link" to={chartPath(r.tradingsymbol, r.instrument_token)}>
            <span className="cell-main">{r.tradingsymbol}</span>
            <span className="cell-sub">{r.name}</span>
          </Link>
        ),
      },
      { id: 'exchange', header: 'Exchange', sortable: true, cell: (r) => <span className="muted">{r.exchange}</span> },
      {
        id: 'last_price',
        header: 'Last Price',
        align: 'right',
        sortable: true,
        cell: (r) => <Price value={r.last_price} />,
      },
      {
        id: 'change',
        header: 'Change',
        align: 'right',
        sortable: true,
        cell: (r) => <Pnl value={roundShown(r.change)} decimals={2} />,
      },
      {
        id: 'change_percent',
        header: 'Change %',
        align: 'right',
        sortable: true,
        cell: (r) => <Pnl value={roundShown(r.change_percent)} percent />,
      },
      {
        id: 'volume',
        header: 'Volume',
        align: 'right',
        sortable: true,
        cell: (r) => <span className="num">{r.volume ? formatQuantity(r.volume) : '—'}</span>,
      },
      {
        id: 'chart',
        header: <span className="visually-hidden">Chart</span>,
        align: 'right',
        width: 48,
        cell: (r) => (
          <Link
            className="icon-btn icon-btn--sm"
            to={chartPath(r.tradingsymbol, r.instrument_token)}
            aria-label={`Open ${r.tradingsymbol} chart`}
            title="Open chart"
          >
            <CandlestickChart size={15} />
          </Link>
        ),
      },
    ],
    [],
  );
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(r) => String(r.instrument_token)}
      sort={sort}
      onSort={onSort}
      caption="All instruments"
      stickyFirstColumn
      maxHeight="70vh"
      empty={
        total === 0 ? (
          <EmptyState title="No live prices yet" hint="Instruments appear here once the feed has priced them." />
        ) : (
          <EmptyState title="No instruments match your search" hint="Try another symbol, name or exchange." />
        )
      }
    />
  );
}
