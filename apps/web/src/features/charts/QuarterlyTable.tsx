import { useMemo } from 'react';
import { Card, DataTable, EmptyState, ErrorState, LoadingState, type Column } from '../../shared/ui';
import { errorText } from '../../shared/api/apiError';
import { Pnl, Price } from '../../shared/format/Money';
import type { QuarterRow } from '@app/contracts/market/candle-types';

const COLUMNS: Column<QuarterRow>[] = [
  {
    id: 'quarter',
    header: 'Quarter',
    cell: (q) => (
      <>
        <span className="cell-main">{q.quarter}</span>
        <span className="cell-sub">
          {q.start} – {q.end}
        </span>
      </>
    ),
  },
  { id: 'open', header: 'Open', align: 'right', cell: (q) => <Price value={q.open} /> },
  { id: 'high', header: 'High', align: 'right', cell: (q) => <Price value={q.high} /> },
  { id: 'low', header: 'Low', align: 'right', cell: (q) => <Price value={q.low} /> },
  { id: 'close', header: 'Close', align: 'right', cell: (q) => <Price value={q.close} /> },
  { id: 'return', header: 'Return', align: 'right', cell: (q) => <Pnl value={q.return_percent} percent /> },
];

/** GET /analysis/quarterly/{token}: the last 8 calendar quarters, newest first. */
export function QuarterlyTable({
  quarters,
  error,
  loading,
  onRetry,
}: {
  quarters: QuarterRow[] | undefined;
  error: unknown;
  loading: boolean;
  onRetry: () => void;
}) {
  const rows = useMemo(() => [...(quarters ?? [])].sort((a, b) => b.start.localeCompare(a.start)), [quarters]);
  let body;
  if (loading && !quarters) body = <LoadingState text="Loading quarters..." />;
  else if (error && !quarters)
    body = (
      <ErrorState
        title="Error Loading Quarters"
        message={errorText(error, 'Failed to fetch quarterly analysis')}
        onRetry={onRetry}
      />
    );
  else
    body = (
      <DataTable
        rows={rows}
        columns={COLUMNS}
        rowKey={(q) => q.quarter}
        caption="Quarterly performance"
        empty={<EmptyState title="No quarterly data" hint="Quarters appear once the instrument has price history." />}
      />
    );
  return (
    <Card
      title="Quarterly performance"
      subtitle="Last 8 calendar quarters (IST); return is close against the quarter's open"
      className="quarters-card"
    >
      {body}
    </Card>
  );
}
