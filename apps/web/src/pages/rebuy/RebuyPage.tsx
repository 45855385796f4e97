import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { COLUMN_SETS } from '@app/contracts/settings/constants';
import { Card, ConfirmDialog, ErrorState, LoadingState, PageHeader, RefreshButton } from '../../shared/ui';
import { formatPrice, formatQuantity } from '../../shared/format/numbers';
import { nextSort, type SortState } from '../../shared/table/sort';
import { RebuySortControl } from '../../features/rebuy';
import { RebuySummaryCards } from '../../features/rebuy';
import { RebuyTable } from '../../features/rebuy';
import { useRebuy } from '../../features/rebuy';
import { REBUY_TEXT, rebuyApi } from '../../features/rebuy';
import { formatDayPadded } from '../../shared/format/dates';
import type { RebuyEntryRow, RebuyRow } from '../../features/rebuy';
import { REBUY_DEFAULT_SORT, type RebuySortColumn } from '../../features/rebuy';
import { entriesLabel } from '../../features/rebuy';
import { toastFailure } from '../../shared/api/errorToast';
import { PlanHarvestLink } from '../../features/reports';

const PAGE_COLUMNS = COLUMN_SETS.rebuy.columns;

type Pending = { kind: 'entry'; row: RebuyRow; entry: RebuyEntryRow } | { kind: 'instrument'; row: RebuyRow };

export function RebuyPage() {
  const { rows, summary, caption, status, reload, refreshing, removeLocally } = useRebuy();
  const [sort, setSort] = useState<SortState<RebuySortColumn>>(REBUY_DEFAULT_SORT);
  const [pending, setPending] = useState<Pending | null>(null);
  const onSort = useCallback((column: RebuySortColumn) => setSort((s) => nextSort(s, column)), []);

  const confirmDelete = async () => {
    if (!pending) return;
    try {
      if (pending.kind === 'entry') {
        await rebuyApi.deleteEntry(pending.entry.id);
        await removeLocally({ entryId: pending.entry.id });
        toast.success(REBUY_TEXT.entryDeleted);
      } else {
        const deleted = await rebuyApi.deleteInstrument(pending.row.instrumentToken);
        await removeLocally({ instrumentToken: pending.row.instrumentToken });
        toast.success(`${entriesLabel(deleted)} of ${pending.row.symbol} deleted`);
      }
    } catch (e) {
      toastFailure(e, pending.kind === 'entry' ? REBUY_TEXT.entryDeleteFailed : REBUY_TEXT.instrumentDeleteFailed);
      throw e;
    }
  };

  return (
    <div className="page rb-page">
      <PageHeader
        title="Re-Buy"
        subtitle="Positions you sold, priced live: a gain means buying back now costs less than you sold for."
        actions={
          <>
            <PlanHarvestLink />
            <RefreshButton onRefresh={reload} busy={refreshing && status === 'ready'} />
          </>
        }
      />

      <RebuySummaryCards summary={summary} status={status} />

      <Card
        title="Re-Buy Opportunities"
        subtitle={status === 'ready' ? caption : undefined}
        actions={
          status === 'ready' && rows.length > 1 ? <RebuySortControl sort={sort} onChange={setSort} /> : undefined
        }
        className="rb-card"
      >
        {status === 'loading' ? (
          <LoadingState text={REBUY_TEXT.loading} />
        ) : status === 'error' ? (
          <ErrorState title={REBUY_TEXT.errorTitle} message={REBUY_TEXT.fetchFailed} onRetry={() => void reload()} />
        ) : (
          <RebuyTable
            rows={rows}
            columns={PAGE_COLUMNS}
            sort={sort}
            onSort={onSort}
            onDeleteInstrument={(row) => setPending({ kind: 'instrument', row })}
            onDeleteEntry={(row, entry) => setPending({ kind: 'entry', row, entry })}
            caption={`Re-buy opportunities: ${caption}`}
          />
        )}
      </Card>

      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.kind === 'instrument' ? `Delete all ${pending.row.symbol} entries?` : 'Delete this re-buy entry?'
        }
        message={
          pending?.kind === 'instrument'
            ? `${entriesLabel(pending.row.entries.length)} of ${pending.row.symbol} will be removed from re-buy tracking. Your sales history is kept.`
            : pending
              ? `${pending.row.symbol}: ${formatQuantity(pending.entry.quantity)} sold at ${formatPrice(pending.entry.sellPrice)} on ${formatDayPadded(pending.entry.sellDate)}. Your sales history is kept.`
              : ''
        }
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onClose={() => setPending(null)}
      />
    </div>
  );
}
