import type { Lot } from '@app/contracts/ledger/types';
import { AlertTriangle } from 'lucide-react';
import { useMemo } from 'react';
import { errorText } from '../../shared/api/apiError';
import { PATHS } from '../../shared/api/paths';
import { useApiData } from '../../shared/api/useApiData';
import { formatDay } from '../../shared/format/dates';
import { formatQuantityText, formatRupees } from '../../shared/format/decimal';
import { Badge, DataTable, EmptyState, ErrorState, LoadingState, type Column } from '../../shared/ui';
import { SOURCE_WORDS } from './holdingRules';
import { disposalText, lotsInOrder, showsAdjustedCost } from './lotRules';

const COLUMNS: Column<Lot>[] = [
  { id: 'buy_date', header: 'Buy date', cell: (l) => formatDay(l.buy_date) },
  {
    id: 'quantity',
    header: 'Quantity',
    align: 'right',
    cell: (l) => <span className="num">{formatQuantityText(l.quantity)}</span>,
  },
  {
    id: 'open',
    header: 'Open',
    align: 'right',
    cell: (l) => <span className="num">{formatQuantityText(l.open_quantity)}</span>,
  },
  {
    id: 'cps',
    header: 'Cost / share',
    align: 'right',
    cell: (l) =>
      l.unknown_basis ? (
        <Badge tone="warning">Unknown</Badge>
      ) : (
        <>
          <span className="num cell-main">{formatRupees(l.cost_per_share)}</span>
          {showsAdjustedCost(l) && (
            <span className="num cell-sub" title="Performance view (cost spread over bonus shares)">
              {formatRupees(l.adjusted_cost_per_share)} adj.
            </span>
          )}
        </>
      ),
  },
  {
    id: 'cost',
    header: 'Cost',
    align: 'right',
    cell: (l) => <span className="num">{l.unknown_basis ? '—' : formatRupees(l.cost)}</span>,
  },
  {
    id: 'source',
    header: 'Source',
    cell: (l) => (
      <Badge tone={l.source === 'bonus' ? 'primary' : 'neutral'}>{SOURCE_WORDS[l.source] ?? l.source}</Badge>
    ),
  },
  {
    id: 'disposals',
    header: 'Disposals',
    cell: (l) =>
      l.disposals.length === 0 ? (
        <span className="cell-sub">None</span>
      ) : (
        <ul className="lg-disposals">
          {l.disposals.map((d, i) => (
            <li key={`${d.sell_date}:${i}`}>{disposalText(d)}</li>
          ))}
        </ul>
      ),
  },
];

/** The lots of one ISIN, oldest first, each with its disposals. */
export function LotsTable({ isin, symbol }: { isin: string; symbol: string }) {
  const { data, error, isLoading, mutate } = useApiData<{ lots: Lot[] }>(PATHS.ledgerLots, { query: { isin } });
  const lots = useMemo(() => lotsInOrder(data?.lots ?? []), [data]);
  if (isLoading) return <LoadingState text={`Loading lots of ${symbol}...`} />;
  if (error)
    return (
      <ErrorState title={`Failed to load lots of ${symbol}`} message={errorText(error)} onRetry={() => void mutate()} />
    );
  return (
    <div className="lg-lots" aria-label={`Lots of ${symbol}`} role="region">
      {lots.some((l) => l.unknown_basis) && (
        <p className="lg-lots__note">
          <AlertTriangle size={14} aria-hidden="true" /> A sell came before any buy in your files: that quantity&apos;s
          cost is unknown. Import the earlier tradebook to fill it in.
        </p>
      )}
      <DataTable
        rows={lots}
        columns={COLUMNS}
        rowKey={(l) => l.id}
        caption={`Lots of ${symbol}`}
        empty={<EmptyState title="No lots" />}
      />
    </div>
  );
}
