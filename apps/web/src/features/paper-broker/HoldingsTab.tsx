import type { FundsReply, SourcedReply } from '@app/contracts/portfolio/rpc';
import { useMemo, useState } from 'react';
import type { Holding } from '@app/contracts/portfolio/types';
import { Card, DataTable, EmptyState, ErrorState, LoadingState, StatCard, type Column } from '../../shared/ui';
import { errorText } from '../../shared/api/apiError';
import { useApiData } from '../../shared/api/useApiData';
import { Amount, Pnl, Price } from '../../shared/format/Money';
import { formatPercent, formatQuantity, toneOf } from '../../shared/format/numbers';
import { useLiveRows } from '../../shared/live/useLiveRows';
import { nextSort, sortRows, type SortState } from '../../shared/table/sort';
import { useTableFormatting } from '../user-settings';
import { PATHS } from '../../shared/api/paths';
import { asShown } from '../../shared/format/round';
import { FundsCards } from './FundsCards';
import { applyHoldingTick, holdingsSummary, tokenOfHolding } from './holdingsLive';
import { ReconnectNotice, SourceBadge } from '../broker-connection';
import './orders.css';

type Col = 'symbol' | 'quantity' | 'average' | 'last' | 'invested' | 'current' | 'pnl' | 'day';
const EMPTY: Holding[] = [];
const invested = (h: Holding) => h.average_price * h.quantity;
const current = (h: Holding) => (h.last_price ?? h.average_price) * h.quantity;
const pnlPct = (h: Holding) => (h.pnl === null || h.average_price === 0 ? null : (h.pnl / invested(h)) * 100);
const VALUE: Record<Col, (h: Holding) => number | string | null> = {
  symbol: (h) => h.tradingsymbol,
  quantity: (h) => h.quantity,
  average: (h) => h.average_price,
  last: (h) => h.day_change_percentage,
  invested,
  current,
  pnl: (h) => h.pnl,
  day: (h) => h.day_change_percentage,
};

/** Broker holdings (Zerodha's or the paper broker's, as the badge says) with live last price and P&L, under the funds cards. */
export function HoldingsTab() {
  const holdingsQuery = useApiData<{ holdings: Holding[] } & SourcedReply>(PATHS.holdings);
  const fundsQuery = useApiData<FundsReply>(PATHS.funds);
  const rows = useLiveRows(holdingsQuery.data?.holdings ?? EMPTY, tokenOfHolding, applyHoldingTick);
  const [sort, setSort] = useState<SortState<Col>>({ column: 'current', direction: 'desc' });
  const sorted = useMemo(() => sortRows(rows, VALUE[sort.column], sort.direction), [rows, sort]);
  const totals = useMemo(() => holdingsSummary(rows), [rows]);
  const style = useTableFormatting('portfolio');

  const columns = useMemo<Column<Holding>[]>(() => {
    const cs = (id: Col) => (h: Holding) => style(id, VALUE[id](h) ?? undefined, h.tradingsymbol);
    const col = (id: Col, header: string, cell: Column<Holding>['cell']): Column<Holding> => ({
      id,
      header,
      cell,
      sortable: true,
      align: id === 'symbol' ? 'left' : 'right',
      cellStyle: cs(id),
    });
    return [
      col('symbol', 'Instrument', (h) => (
        <>
          <span className="cell-main">{h.tradingsymbol}</span>
          <span className="cell-sub">{h.exchange}</span>
        </>
      )),
      col('quantity', 'Quantity', (h) => <span className="num">{formatQuantity(h.quantity)}</span>),
      col('average', 'Avg Price', (h) => <Price value={h.average_price} />),
      col('last', 'Live Price', (h) => <Price value={h.last_price} />),
      col('invested', 'Invested', (h) => <Amount value={invested(h)} />),
      col('current', 'Current Value', (h) => <Amount value={current(h)} />),
      col('pnl', 'P&L', (h) => (
        <>
          <Pnl value={asShown(h.pnl)} />
          <span className={`cell-sub num tone-${toneOf(asShown(pnlPct(h), 2))}`}>
            {formatPercent(pnlPct(h), { signed: true })}
          </span>
        </>
      )),
      col('day', 'Day Change', (h) => <Pnl value={asShown(h.day_change_percentage, 2)} percent />),
    ];
  }, [style]);

  let body;
  if (holdingsQuery.error && !holdingsQuery.data)
    body = (
      <ErrorState
        title="Error Loading Holdings"
        message={errorText(holdingsQuery.error, 'Failed to fetch holdings')}
        onRetry={() => void holdingsQuery.mutate()}
      />
    );
  else if (!holdingsQuery.data) body = <LoadingState text="Loading holdings..." />;
  else
    body = (
      <DataTable
        tableName="portfolio"
        rows={sorted}
        columns={columns}
        rowKey={(h) => `${h.exchange}:${h.tradingsymbol}`}
        sort={sort}
        onSort={(c) => setSort((s) => nextSort(s, c as Col))}
        caption="Holdings"
        stickyFirstColumn
        empty={
          <EmptyState
            title="No holdings yet"
            hint={
              holdingsQuery.data?.source === 'kite'
                ? 'Your Zerodha account holds no shares in its demat yet.'
                : 'Shares you buy through the paper broker (Orders tab) appear here.'
            }
          />
        }
      />
    );

  return (
    <div className="pf-tab">
      <ReconnectNotice failure={holdingsQuery.error ?? fundsQuery.error} />
      <FundsCards
        data={fundsQuery.data}
        loading={!fundsQuery.data && !fundsQuery.error}
        failed={Boolean(fundsQuery.error) && !fundsQuery.data}
      />
      <Card
        title="Holdings"
        subtitle={
          <span className="ord-subtitle">
            <SourceBadge info={holdingsQuery.data} />
            <span>live prices</span>
          </span>
        }
      >
        {rows.length > 0 && (
          <div className="stats pf-stats pf-stats--inner">
            <StatCard label="Invested" value={<Amount value={totals.invested} />} />
            <StatCard label="Current value" value={<Amount value={totals.current} />} />
            <StatCard
              label="Total P&L"
              value={<Pnl value={asShown(totals.pnl)} />}
              hint={formatPercent(totals.pnlPercent, { signed: true })}
            />
            <StatCard label="Day's P&L" value={<Pnl value={asShown(totals.dayChange)} />} />
          </div>
        )}
        {body}
      </Card>
    </div>
  );
}
