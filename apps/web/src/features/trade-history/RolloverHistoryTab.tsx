import type { RolloverEntry } from '@app/contracts/portfolio/rpc';
import { ArrowRight, Upload } from 'lucide-react';
import { Badge, Button, Card, DataTable, EmptyState, ErrorState, LoadingState, type Column } from '../../shared/ui';
import { errorText } from '../../shared/api/apiError';
import { useApiData } from '../../shared/api/useApiData';
import { Amount, Price } from '../../shared/format/Money';
import { formatQuantity } from '../../shared/format/numbers';
import { PATHS } from '../../shared/api/paths';
import { formatDateTime, formatDay } from '../../shared/format/dates';
import './tradeHistory.css';

/** What rolling cost: the new contract's premium over the exit, for the whole quantity. */
const spread = (r: RolloverEntry) => (r.openPrice - r.closePrice) * r.quantity;

const COLUMNS: Column<RolloverEntry>[] = [
  { id: 'rolledAt', header: 'Rolled', cell: (r) => <span className="num">{formatDateTime(r.rolledAt)}</span> },
  {
    id: 'contracts',
    header: 'From → To',
    cell: (r) => (
      <span className="pf-roll">
        <span className="cell-main">{r.fromSymbol}</span>
        <ArrowRight size={14} aria-label="to" />
        <span className="cell-main">{r.toSymbol}</span>
      </span>
    ),
  },
  {
    id: 'type',
    header: 'Type',
    cell: (r) => (
      <Badge tone={r.positionType === 'SELL' ? 'warning' : 'neutral'}>
        {r.positionType === 'SELL' ? 'Sell/Short' : 'Buy/Long'}
      </Badge>
    ),
  },
  {
    id: 'quantity',
    header: 'Quantity',
    align: 'right',
    cell: (r) => <span className="num">{formatQuantity(r.quantity)}</span>,
  },
  { id: 'closePrice', header: 'Close Price', align: 'right', cell: (r) => <Price value={r.closePrice} /> },
  { id: 'openPrice', header: 'Open Price', align: 'right', cell: (r) => <Price value={r.openPrice} /> },
  { id: 'spread', header: 'Roll Spread', align: 'right', cell: (r) => <Amount value={spread(r)} /> },
  {
    id: 'newExpiry',
    header: 'New Expiry',
    cell: (r) => <span className="num">{formatDay(r.newExpiry?.slice(0, 10))}</span>,
  },
];

/** Every rollover of a futures position, newest first. */
export function RolloverHistoryTab({ onImport }: { onImport: () => void }) {
  const query = useApiData<{ rolloverHistory: RolloverEntry[] }>(PATHS.rollovers);
  const rows = query.data?.rolloverHistory ?? [];
  let body;
  if (query.error && !query.data)
    body = (
      <ErrorState
        title="Error Loading Rollover History"
        message={errorText(query.error, 'Failed to fetch rollover history')}
        onRetry={() => void query.mutate()}
      />
    );
  else if (!query.data) body = <LoadingState text="Loading rollover history..." />;
  else
    body = (
      <DataTable
        rows={rows}
        columns={COLUMNS}
        rowKey={(r) => r.id}
        caption="Rollover history"
        className="pf-table"
        empty={
          <EmptyState
            title="No rollovers yet"
            hint="Roll a futures position into the next contract from its row on the Positions tab."
          />
        }
      />
    );
  return (
    <Card
      title="Rollover history"
      subtitle={
        rows.length ? `${rows.length} rollover${rows.length === 1 ? '' : 's'}` : 'Futures rolled into a later contract'
      }
      actions={
        <Button size="sm" icon={<Upload size={14} />} onClick={onImport}>
          Import CSV
        </Button>
      }
    >
      {body}
    </Card>
  );
}
