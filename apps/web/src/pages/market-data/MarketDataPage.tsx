import { Activity, ArrowDownRight, ArrowUpRight, Minus, RefreshCw, Search } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import type { MarketOverviewReply, MarketQuote } from '@app/contracts/market/messages';
import { Button, Card, ErrorState, LoadingState, PageHeader, StatCard, Tabs } from '../../shared/ui';
import { errorText } from '../../shared/api/apiError';
import { useApiData } from '../../shared/api/useApiData';
import { formatQuantity } from '../../shared/format/numbers';
import { useLiveRows } from '../../shared/live/useLiveRows';
import type { LivePrice } from '../../shared/live/priceStore';
import { nextSort, type SortState } from '../../shared/table/sort';
import { MarketTable } from '../../features/market-data';
import { MoversCard } from '../../features/market-data';
import {
  ALL_EXCHANGES,
  breadthOf,
  exchangesOf,
  filterQuotes,
  rankMovers,
  sortQuotes,
  type MarketSortColumn,
} from '../../features/market-data';

// Movers are ranked on the server; re-ranking every half minute keeps them current without a reload.
const REFRESH_MS = 30_000;
const EMPTY: MarketQuote[] = [];
const SORTABLE: readonly MarketSortColumn[] = [
  'tradingsymbol',
  'exchange',
  'last_price',
  'change',
  'change_percent',
  'volume',
];

const tokenOf = (q: MarketQuote) => q.instrument_token;
const applyTick = (q: MarketQuote, p: LivePrice): MarketQuote => ({
  ...q,
  last_price: p.last_price,
  change: p.change ?? q.change,
  change_percent: p.change_percent,
  ohlc: p.ohlc ?? q.ohlc,
  volume: p.volume ?? q.volume,
  timestamp: p.timestamp ?? q.timestamp,
});

export function MarketDataPage() {
  const { data, error, isLoading, isValidating, mutate } = useApiData<MarketOverviewReply>('/market-data', {
    swr: { refreshInterval: REFRESH_MS },
  });
  const [search, setSearch] = useState('');
  const [exchange, setExchange] = useState(ALL_EXCHANGES);
  const [sort, setSort] = useState<SortState<MarketSortColumn>>({ column: 'change_percent', direction: 'desc' });

  const all = useLiveRows(data?.market_data ?? EMPTY, tokenOf, applyTick);
  const liveGainers = useLiveRows(data?.top_gainers ?? EMPTY, tokenOf, applyTick);
  const liveLosers = useLiveRows(data?.top_losers ?? EMPTY, tokenOf, applyTick);
  const gainers = useMemo(() => rankMovers(liveGainers, 'up'), [liveGainers]);
  const losers = useMemo(() => rankMovers(liveLosers, 'down'), [liveLosers]);
  const exchanges = useMemo(() => exchangesOf(all), [all]);
  const shown = useMemo(() => sortQuotes(filterQuotes(all, search, exchange), sort), [all, search, exchange, sort]);
  const breadth = useMemo(() => breadthOf(all), [all]);
  const onSort = useCallback((column: string) => {
    if ((SORTABLE as readonly string[]).includes(column)) setSort((s) => nextSort(s, column as MarketSortColumn));
  }, []);

  const refresh = (
    <Button icon={<RefreshCw size={15} />} onClick={() => void mutate()} loading={isValidating && !isLoading}>
      Refresh
    </Button>
  );

  let body;
  if (isLoading && !data) body = <LoadingState text="Loading market data..." />;
  else if (error && !data)
    body = (
      <ErrorState
        title="Error Loading Market Data"
        message={errorText(error, 'Failed to fetch market data')}
        onRetry={() => void mutate()}
      />
    );
  else
    body = (
      <>
        <div className="stats market__stats">
          <StatCard label="Instruments" value={formatQuantity(all.length)} icon={<Activity size={14} />} />
          <StatCard
            label="Advancing"
            value={formatQuantity(breadth.advancing)}
            tone="positive"
            icon={<ArrowUpRight size={14} />}
          />
          <StatCard
            label="Declining"
            value={formatQuantity(breadth.declining)}
            tone="negative"
            icon={<ArrowDownRight size={14} />}
          />
          <StatCard
            label="Unchanged"
            value={formatQuantity(breadth.unchanged)}
            tone="neutral"
            icon={<Minus size={14} />}
          />
        </div>
        <div className="market__movers">
          <MoversCard title="Top Gainers" rows={gainers} direction="up" />
          <MoversCard title="Top Losers" rows={losers} direction="down" />
        </div>
        <Card
          title="All Instruments"
          subtitle={`Showing ${formatQuantity(shown.length)} of ${formatQuantity(all.length)} instruments`}
          className="market__all"
        >
          <div className="market__toolbar">
            <div className="input-wrap market__search">
              <Search size={15} className="market__search-icon" aria-hidden="true" />
              <input
                className="input"
                type="search"
                placeholder="Search symbol or name..."
                aria-label="Search instruments"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
            {exchanges.length > 1 && (
              <Tabs
                label="Exchange"
                active={exchange}
                onChange={setExchange}
                items={[ALL_EXCHANGES, ...exchanges].map((x) => ({ key: x, label: x === ALL_EXCHANGES ? 'All' : x }))}
                className="market__tabs"
              />
            )}
          </div>
          <MarketTable rows={shown} sort={sort} onSort={onSort} total={all.length} />
        </Card>
      </>
    );

  return (
    <div className="page market">
      <PageHeader
        title="Market Data"
        subtitle="Live prices, today's top movers and every instrument the feed prices."
        actions={refresh}
      />
      {body}
    </div>
  );
}
