import type { DividendEntry, DividendsReply } from '@app/contracts/ledger/types';
import { useMemo, useState } from 'react';
import { errorText } from '../../shared/api/apiError';
import { PATHS } from '../../shared/api/paths';
import { useApiData } from '../../shared/api/useApiData';
import { formatDay, todayIst } from '../../shared/format/dates';
import { formatQuantityText, formatRupees, sumDecimals } from '../../shared/format/decimal';
import {
  Badge,
  Card,
  DataTable,
  EmptyState,
  ErrorState,
  LoadingState,
  StatCard,
  Tabs,
  type Column,
} from '../../shared/ui';
import { barHeights, byMonth, byStock, splitDividends, yieldText, type Bar } from './dividendRules';
import './ledger.css';

const ENTRY_COLUMNS: Column<DividendEntry>[] = [
  { id: 'symbol', header: 'Stock', cell: (d) => <span className="cell-main">{d.symbol}</span> },
  { id: 'ex', header: 'Ex-date', cell: (d) => formatDay(d.ex_date) },
  { id: 'record', header: 'Record date', cell: (d) => formatDay(d.record_date) },
  {
    id: 'qty',
    header: 'Qty',
    align: 'right',
    cell: (d) => <span className="num">{formatQuantityText(d.quantity)}</span>,
  },
  {
    id: 'per',
    header: 'Per share',
    align: 'right',
    cell: (d) => <span className="num">{formatRupees(d.per_share)}</span>,
  },
  {
    id: 'amount',
    header: 'Amount',
    align: 'right',
    cell: (d) => <span className="num">{formatRupees(d.amount)}</span>,
  },
  {
    id: 'source',
    header: 'Source',
    cell: (d) => (
      <Badge tone={d.source === 'import' ? 'info' : 'neutral'}>
        {d.source === 'import' ? 'Statement' : 'Corporate action'}
      </Badge>
    ),
  },
];

type YieldRow = DividendsReply['yield_on_cost'][number];
const YIELD_COLUMNS: Column<YieldRow>[] = [
  { id: 'symbol', header: 'Stock', cell: (y) => <span className="cell-main">{y.symbol}</span> },
  {
    id: 'received',
    header: 'Received (12M)',
    align: 'right',
    cell: (y) => <span className="num">{formatRupees(y.received_12m)}</span>,
  },
  {
    id: 'invested',
    header: 'Invested',
    align: 'right',
    cell: (y) => <span className="num">{formatRupees(y.invested)}</span>,
  },
  { id: 'yield', header: 'Yield on cost', align: 'right', cell: (y) => <span className="num">{yieldText(y)}</span> },
];

function BarChart({ bars, label }: { bars: Bar[]; label: string }) {
  const heights = barHeights(bars);
  return (
    <div
      className="dv-chart"
      role="img"
      aria-label={`${label}: ${bars.map((b) => `${b.label} ${formatRupees(b.total, 0)}`).join(', ')}`}
    >
      {bars.map((b, i) => (
        <div key={b.key} className="dv-chart__bar" title={`${b.label}: ${formatRupees(b.total)}`}>
          <div className="dv-chart__fill" style={{ height: `${Math.round(heights[i]! * 100)}%` }} />
          <span className="dv-chart__label">{b.label}</span>
        </div>
      ))}
    </div>
  );
}

/** Dividends received (by month or stock), upcoming from announced actions, and yield on cost per holding. */
export function DividendsView() {
  const { data, error, isLoading, mutate } = useApiData<DividendsReply>(PATHS.dividends);
  const [chart, setChart] = useState<'month' | 'stock'>('month');
  const { received, upcoming } = useMemo(() => splitDividends(data?.dividends ?? []), [data]);
  const bars = useMemo(
    () => (chart === 'month' ? byMonth(received, todayIst()) : byStock(received)),
    [chart, received],
  );
  if (isLoading) return <LoadingState text="Loading dividends..." />;
  if (error)
    return <ErrorState title="Failed to load dividends" message={errorText(error)} onRetry={() => void mutate()} />;
  return (
    <div className="dv-stack">
      <div className="stats">
        <StatCard label="Total received" value={formatRupees(data?.total_received)} tone="positive" />
        <StatCard label="Dividends received" value={received.length} />
        <StatCard
          label="Upcoming"
          value={formatRupees(sumDecimals(upcoming.map((d) => d.amount)))}
          hint={`${upcoming.length} announced`}
        />
      </div>
      <div className="dv-grid">
        <Card
          title="Received"
          actions={
            <Tabs
              items={[
                { key: 'month', label: 'By month' },
                { key: 'stock', label: 'By stock' },
              ]}
              active={chart}
              onChange={setChart}
              label="Group dividends"
            />
          }
        >
          {received.length === 0 ? (
            <EmptyState
              title="No dividends received yet"
              hint="Import a Console dividend statement, or hold a stock through its record date."
            />
          ) : (
            <BarChart bars={bars} label={chart === 'month' ? 'Dividends by month' : 'Dividends by stock'} />
          )}
        </Card>
        <Card title="Yield on cost" subtitle="Dividends of the last 12 months over what the holding cost you">
          <DataTable
            rows={data?.yield_on_cost ?? []}
            columns={YIELD_COLUMNS}
            rowKey={(y) => y.isin}
            caption="Yield on cost"
            empty={<EmptyState title="No holdings with dividends" />}
          />
        </Card>
      </div>
      <Card
        title="Upcoming"
        subtitle="Announced dividends of stocks you hold, paid for the quantity held at the record date"
      >
        <DataTable
          rows={upcoming}
          columns={ENTRY_COLUMNS}
          rowKey={(d) => d.id}
          caption="Upcoming dividends"
          empty={<EmptyState title="No dividends announced for your holdings" />}
        />
      </Card>
      <Card title="Received dividends">
        <DataTable
          rows={received}
          columns={ENTRY_COLUMNS}
          rowKey={(d) => d.id}
          caption="Received dividends"
          empty={<EmptyState title="No dividends received yet" />}
        />
      </Card>
    </div>
  );
}
