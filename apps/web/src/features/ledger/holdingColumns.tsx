import type { LedgerHolding } from '@app/contracts/ledger/types';
import { AlertTriangle, ChevronDown, ChevronRight } from 'lucide-react';
import { formatPrice } from '../../shared/format/numbers';
import { formatQuantityText, formatRupees, formatSignedRupees, signOf } from '../../shared/format/decimal';
import { Badge, IconButton, type Column } from '../../shared/ui';
import { averageCostOf, hasUnknownCost, SOURCE_WORDS, type CostView } from './holdingRules';

const tone = (v: string | null) =>
  v === null ? 'neutral' : ({ 1: 'positive', 0: 'neutral', [-1]: 'negative' } as const)[signOf(v)];

/** The Holdings table's columns: one row per ISIN, expandable to its lots. */
export function holdingColumns(opts: {
  view: CostView;
  expanded: ReadonlySet<string>;
  onToggle: (isin: string) => void;
}): Column<LedgerHolding>[] {
  return [
    {
      id: 'expand',
      header: <span className="visually-hidden">Lots</span>,
      width: 40,
      cell: (h) => {
        const open = opts.expanded.has(h.isin);
        return (
          <IconButton
            size="sm"
            label={`${open ? 'Hide' : 'Show'} lots of ${h.symbol}`}
            aria-expanded={open}
            onClick={() => opts.onToggle(h.isin)}
          >
            {open ? <ChevronDown size={15} /> : <ChevronRight size={15} />}
          </IconButton>
        );
      },
    },
    {
      id: 'symbol',
      header: 'Symbol',
      cell: (h) => (
        <>
          <span className="cell-main">
            {h.symbol}
            {hasUnknownCost(h) && (
              <Badge
                tone="warning"
                className="lg-flag"
                title={`${formatQuantityText(h.unknown_basis_quantity)} shares with an unknown cost`}
              >
                <AlertTriangle size={11} aria-hidden="true" /> Unknown cost
              </Badge>
            )}
          </span>
          <span className="cell-sub">
            {h.exchange} · {h.isin} · {h.lots} {h.lots === 1 ? 'lot' : 'lots'}
          </span>
        </>
      ),
    },
    {
      id: 'quantity',
      header: 'Qty',
      align: 'right',
      cell: (h) => <span className="num">{formatQuantityText(h.quantity)}</span>,
    },
    {
      id: 'average',
      header: opts.view === 'tax' ? 'Avg cost (tax)' : 'Avg cost (perf.)',
      align: 'right',
      cell: (h) => <span className="num">{formatRupees(averageCostOf(h, opts.view))}</span>,
    },
    {
      id: 'invested',
      header: 'Invested',
      align: 'right',
      cell: (h) => <span className="num">{formatRupees(h.invested)}</span>,
    },
    { id: 'ltp', header: 'LTP', align: 'right', cell: (h) => <span className="num">{formatPrice(h.last_price)}</span> },
    {
      id: 'value',
      header: 'Current value',
      align: 'right',
      cell: (h) => <span className="num">{formatRupees(h.current_value)}</span>,
    },
    {
      id: 'unrealised',
      header: 'Unrealised P&L',
      align: 'right',
      cell: (h) => <span className={`num tone-${tone(h.unrealised)}`}>{formatSignedRupees(h.unrealised)}</span>,
    },
    {
      id: 'sources',
      header: 'Source',
      cell: (h) => (
        <span className="lg-sources">
          {h.sources.map((s) => (
            <Badge key={s} tone={s === 'bonus' ? 'primary' : 'info'}>
              {SOURCE_WORDS[s] ?? s}
            </Badge>
          ))}
        </span>
      ),
    },
  ];
}
