import type { TaxSection, TaxSectionSummary, TaxTradeRow } from '@app/contracts/reports/types';
import { useId, useMemo, useState } from 'react';
import { formatQuantityText, formatRupees, formatSignedRupees } from '../../shared/format/decimal';
import { formatDay } from '../../shared/format/dates';
import { DataTable, EmptyState, type Column } from '../../shared/ui';
import { formatRatio, toneOfDecimal } from './reportFormat';
import { SECTION_NAMES } from './taxWords';

const signed = (v: string) => <span className={`num tone-${toneOfDecimal(v)}`}>{formatSignedRupees(v)}</span>;

const COLUMNS: ReadonlyArray<Column<TaxTradeRow>> = [
  {
    id: 'symbol',
    header: 'Symbol',
    cell: (r) => (
      <>
        <span className="cell-main">{r.symbol}</span>
        <span className="cell-sub">{SECTION_NAMES[r.section]}</span>
      </>
    ),
  },
  { id: 'entry', header: 'Entry', cell: (r) => formatDay(r.entry_date) },
  { id: 'exit', header: 'Exit', cell: (r) => formatDay(r.exit_date) },
  {
    id: 'qty',
    header: 'Qty',
    align: 'right',
    cell: (r) => <span className="num">{formatQuantityText(r.quantity)}</span>,
  },
  {
    id: 'buy',
    header: 'Buy value',
    align: 'right',
    cell: (r) => <span className="num">{formatRupees(r.buy_value)}</span>,
  },
  {
    id: 'sell',
    header: 'Sell value',
    align: 'right',
    cell: (r) => <span className="num">{formatRupees(r.sell_value)}</span>,
  },
  { id: 'profit', header: 'Profit', align: 'right', cell: (r) => signed(r.profit) },
  { id: 'days', header: 'Days held', align: 'right', cell: (r) => <span className="num">{r.period_of_holding}</span> },
  {
    id: 'fmv',
    header: 'FMV 31-Jan-18',
    align: 'right',
    cell: (r) => <span className="num">{r.fair_market_value === null ? '—' : formatRupees(r.fair_market_value)}</span>,
  },
  {
    id: 'taxable',
    header: 'Taxable profit',
    align: 'right',
    cell: (r) => (
      <>
        {signed(r.taxable_profit)}
        {r.rate !== null && <span className="cell-sub">at {formatRatio(r.rate)}</span>}
      </>
    ),
  },
  {
    id: 'notes',
    header: 'Notes',
    cell: (r) => (r.notes.length ? <span className="rp-notes">{r.notes.join(' ')}</span> : null),
  },
];

/** Console's tradewise exits, filtered to one section when asked. */
export function TaxTradesTable({
  rows,
  sections,
}: {
  rows: readonly TaxTradeRow[];
  sections: readonly TaxSectionSummary[];
}) {
  const id = useId();
  const [section, setSection] = useState<TaxSection | 'all'>('all');
  const shown = useMemo(() => (section === 'all' ? rows : rows.filter((r) => r.section === section)), [rows, section]);
  return (
    <>
      <label className="rp-filter" htmlFor={id}>
        <span>Section</span>
        <select
          id={id}
          className="input select"
          value={section}
          onChange={(e) => {
            const next = e.target.value;
            setSection(sections.some((s) => s.section === next) ? (next as TaxSection) : 'all');
          }}
        >
          <option value="all">All sections ({rows.length})</option>
          {sections.map((s) => (
            <option key={s.section} value={s.section}>
              {s.label} ({s.rows})
            </option>
          ))}
        </select>
      </label>
      <DataTable
        rows={shown}
        columns={COLUMNS}
        rowKey={(r) => `${r.section}-${r.isin}-${r.entry_date}-${r.exit_date}-${r.quantity}-${r.buy_value}`}
        caption="Tradewise exits"
        cardsBelow={900}
        empty={<EmptyState title="No exits in this section" />}
      />
    </>
  );
}
