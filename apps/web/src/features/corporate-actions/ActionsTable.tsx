import type { CorporateAction } from '@app/contracts/ledger/corporate-actions';
import { formatDay, formatDateTime } from '../../shared/format/dates';
import { Badge, DataTable, EmptyState, type Column } from '../../shared/ui';
import { effectText, KIND_TEXT } from './actionText';

const COLUMNS: Column<CorporateAction>[] = [
  {
    id: 'symbol',
    header: 'Stock',
    cell: (a) => (
      <>
        <span className="cell-main">{a.symbol}</span>
        <span className="cell-sub">{a.isin}</span>
      </>
    ),
  },
  { id: 'kind', header: 'Kind', cell: (a) => <Badge tone={KIND_TEXT[a.kind].tone}>{KIND_TEXT[a.kind].label}</Badge> },
  {
    id: 'effect',
    header: 'Ratio / per share',
    align: 'right',
    cell: (a) => <span className="num">{effectText(a)}</span>,
  },
  { id: 'ex', header: 'Ex-date', cell: (a) => formatDay(a.ex_date) },
  { id: 'record', header: 'Record date', cell: (a) => formatDay(a.record_date) },
  { id: 'purpose', header: 'Purpose', cell: (a) => <span className="ca-purpose">{a.purpose}</span> },
  {
    id: 'status',
    header: 'Status',
    cell: (a) =>
      a.status === 'applied' ? (
        <Badge tone="success" title={a.applied_at ? `Applied ${formatDateTime(a.applied_at)}` : undefined}>
          Applied
        </Badge>
      ) : (
        <Badge tone="warning">Preview</Badge>
      ),
  },
];

/** Corporate actions with their kind, factor or amount, ex-date and record date. */
export function ActionsTable({
  actions,
  caption,
  empty,
}: {
  actions: CorporateAction[];
  caption: string;
  empty: string;
}) {
  return (
    <DataTable
      rows={actions}
      columns={COLUMNS}
      rowKey={(a) => a.id}
      caption={caption}
      empty={<EmptyState title={empty} />}
    />
  );
}
