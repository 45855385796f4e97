import type { SoldListReply } from '@app/contracts/portfolio/rpc';
import { Trash2, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import type { SoldPosition } from '@app/contracts/portfolio/types';
import { Button, Card, ConfirmDialog, EmptyState, ErrorState, LoadingState, StatCard } from '../../shared/ui';
import { errorText } from '../../shared/api/apiError';
import { useApiData } from '../../shared/api/useApiData';
import { Amount, Pnl } from '../../shared/format/Money';
import { formatAmount, formatQuantity } from '../../shared/format/numbers';
import { useTableFormatting } from '../user-settings';
import { PATHS } from '../../shared/api/paths';
import { useRevalidate } from '../../shared/api/useRevalidate';
import { historyApi } from './historyApi';
import { formatDay } from '../../shared/format/dates';
import { asShown } from '../../shared/format/round';
import { soldColumns } from './soldColumns';
import { orderGroups, pruneSelection, soldTotals, toggleOne } from './soldGroups';
import { SoldMonth } from './SoldMonth';
import './tradeHistory.css';
import { toastFailure } from '../../shared/api/errorToast';

type Confirm = { kind: 'one'; row: SoldPosition } | { kind: 'bulk'; ids: string[] } | null;
const EMPTY: SoldPosition[] = [];

/** Sold positions by month and day, with delete and bulk delete. */
export function SoldTab({ onImport }: { onImport: () => void }) {
  const query = useApiData<SoldListReply>(PATHS.sold, { query: { groupBy: 'month' } });
  const rows = query.data?.soldPositions ?? EMPTY;
  const groups = useMemo(() => orderGroups(query.data?.groups ?? []), [query.data]);
  const totals = useMemo(() => soldTotals(rows), [rows]);
  const [rawSelected, setSelected] = useState<Set<string>>(new Set());
  const selected = useMemo(() => pruneSelection(rawSelected, rows), [rawSelected, rows]);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const style = useTableFormatting('portfolio');
  const revalidate = useRevalidate();
  const columns = useMemo(
    () =>
      soldColumns({
        style,
        selected,
        onToggle: (id) => setSelected((s) => toggleOne(s, id)),
        onDelete: (row) => setConfirm({ kind: 'one', row }),
      }),
    [style, selected],
  );

  const remove = async () => {
    if (!confirm) return;
    try {
      if (confirm.kind === 'one') {
        await historyApi.deleteSold(confirm.row.id);
        toast.success(`Sale of ${confirm.row.tradingSymbol} deleted`);
      } else {
        const deleted = await historyApi.bulkDeleteSold(confirm.ids);
        toast.success(`${deleted} sale${deleted === 1 ? '' : 's'} deleted`);
        setSelected(new Set());
      }
      await revalidate(PATHS.sold);
    } catch (e) {
      toastFailure(e, 'Failed to delete sold positions');
      throw e;
    }
  };

  let body;
  if (query.error && !query.data)
    body = (
      <ErrorState
        title="Error Loading Sold Positions"
        message={errorText(query.error, 'Failed to fetch sold positions')}
        onRetry={() => void query.mutate()}
      />
    );
  else if (!query.data) body = <LoadingState text="Loading sold positions..." />;
  else if (rows.length === 0)
    body = (
      <EmptyState
        title="No sold positions yet"
        hint="Sales, square-offs and rollovers of your positions are recorded here."
      />
    );
  else
    body = groups.map((m) => (
      <SoldMonth key={m.monthYear} month={m} columns={columns} selected={selected} onSelect={setSelected} />
    ));

  return (
    <div className="pf-tab">
      <div className="stats pf-stats">
        <StatCard
          label="Realized P&L"
          value={<Pnl value={asShown(totals.realized)} />}
          hint="Net of commission"
          loading={!query.data}
        />
        <StatCard label="Commission paid" value={<Amount value={totals.commission} />} loading={!query.data} />
        <StatCard label="Sales" value={formatQuantity(totals.count)} loading={!query.data} />
        <StatCard label="Profitable" value={`${totals.profitable} of ${totals.count}`} loading={!query.data} />
      </div>
      <Card
        title="Sold positions"
        subtitle={rows.length > 0 ? `${rows.length} sale${rows.length === 1 ? '' : 's'} · newest first` : undefined}
        actions={
          <>
            <Button size="sm" icon={<Upload size={14} />} onClick={onImport}>
              Import CSV
            </Button>
            <Button
              size="sm"
              variant="danger"
              icon={<Trash2 size={14} />}
              disabled={selected.size === 0}
              onClick={() => setConfirm({ kind: 'bulk', ids: [...selected] })}
            >
              Delete selected ({selected.size})
            </Button>
          </>
        }
      >
        <div className="pf-months">{body}</div>
      </Card>
      <ConfirmDialog
        open={confirm !== null}
        title={
          confirm?.kind === 'bulk'
            ? `Delete ${confirm.ids.length} sale${confirm.ids.length === 1 ? '' : 's'}?`
            : 'Delete this sale?'
        }
        message={
          confirm?.kind === 'one'
            ? `The sale of ${confirm.row.quantity} ${confirm.row.tradingSymbol} at ${formatAmount(confirm.row.sellPrice, 2)} on ${formatDay(confirm.row.soldAt)} leaves your history. The open position does not come back.`
            : 'The selected sales leave your history. Open positions do not come back.'
        }
        confirmLabel="Delete"
        onConfirm={remove}
        onClose={() => setConfirm(null)}
      />
    </div>
  );
}
