import type { ImportPreview } from '@app/contracts/ledger/types';
import { useMemo } from 'react';
import { formatDay } from '../../shared/format/dates';
import { formatDecimal, formatQuantityText } from '../../shared/format/decimal';
import { DataTable, type Column } from '../../shared/ui';
import { fieldLabel } from './mappingState';

type Row = Record<string, unknown> & { __key: number };

// Columns worth a place, in reading order; anything else the rows carry follows.
const ORDER = ['trade_date', 'ex_date', 'as_of', 'symbol', 'isin', 'exchange', 'segment', 'side', 'quantity', 'price'];
const HIDDEN = new Set(['source', 'executed_at', 'order_id', 'expiry']);
const DATES = new Set(['trade_date', 'ex_date', 'as_of']);
const MONEY = new Set(['price', 'average_price', 'per_share', 'amount', 'charges']);

export function sampleColumnIds(sample: ImportPreview['sample']): string[] {
  const keys = new Set<string>();
  for (const row of sample) for (const k of Object.keys(row)) if (!HIDDEN.has(k)) keys.add(k);
  return [...ORDER.filter((k) => keys.has(k)), ...[...keys].filter((k) => !ORDER.includes(k))];
}

function cellText(id: string, v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (DATES.has(id) && typeof v === 'string') return formatDay(v);
  if (MONEY.has(id) && typeof v === 'string') return formatDecimal(v, 2);
  if (id === 'quantity' && typeof v === 'string') return formatQuantityText(v);
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/** The first rows as they will be stored. */
export function SampleTable({ sample }: { sample: ImportPreview['sample'] }) {
  const rows = useMemo(() => sample.map((r, i) => ({ ...(r as Record<string, unknown>), __key: i }) as Row), [sample]);
  const columns = useMemo<Column<Row>[]>(
    () =>
      sampleColumnIds(sample).map((id) => ({
        id,
        header: fieldLabel(id),
        align: ['quantity', 'price', 'amount', 'per_share', 'average_price', 'charges'].includes(id) ? 'right' : 'left',
        cell: (r: Row) => (
          <span className={typeof r[id] === 'string' && /^-?\d/.test(r[id]) ? 'num' : undefined}>
            {cellText(id, r[id])}
          </span>
        ),
      })),
    [sample],
  );
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(r) => String(r.__key)}
      caption="First rows of the file"
      maxHeight={320}
    />
  );
}
