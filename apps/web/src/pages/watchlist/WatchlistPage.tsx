import { Plus, RefreshCw } from 'lucide-react';
import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { COLUMN_SETS } from '@app/contracts/settings/constants';
import { Button, Card, ConfirmDialog, EmptyState, ErrorState, LoadingState, PageHeader } from '../../shared/ui';
import { formatPrice } from '../../shared/format/numbers';
import { nextSort, type SortState } from '../../shared/table/sort';
import { AddWatchlistDialog } from '../../features/watchlist';
import { EditTargetDialog } from '../../features/watchlist';
import { WatchlistSummaryCards } from '../../features/watchlist';
import { WatchlistTable } from '../../features/watchlist';
import { useWatchlist } from '../../features/watchlist';
import type { WatchlistRow } from '../../features/watchlist';
import { WATCHLIST_DEFAULT_SORT, type WatchlistSortColumn } from '../../features/watchlist';
import { WATCHLIST_TEXT, watchlistApi, watchlistFailureText } from '../../features/watchlist';
import { toastFailure } from '../../shared/api/errorToast';

// The page has room for every column, actions included.
const PAGE_COLUMNS = COLUMN_SETS.watchlist.columns;

export function WatchlistPage() {
  const { rows, summary, caption, status, reload, refreshing, upsert, drop } = useWatchlist();
  const [sort, setSort] = useState<SortState<WatchlistSortColumn>>(WATCHLIST_DEFAULT_SORT);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<WatchlistRow | null>(null);
  const [removing, setRemoving] = useState<WatchlistRow | null>(null);

  const onSort = useCallback((column: WatchlistSortColumn) => setSort((s) => nextSort(s, column)), []);

  const remove = async () => {
    if (!removing) return;
    try {
      await watchlistApi.remove(removing.id);
    } catch (e) {
      toastFailure(e, watchlistFailureText(e, WATCHLIST_TEXT.removeFailed));
      throw e;
    }
    await drop(removing.id);
    toast.success(WATCHLIST_TEXT.removed);
  };

  const openAdd = () => setAdding(true);

  return (
    <div className="page wl-page">
      <PageHeader
        title="Watchlist"
        subtitle="Target prices on live quotes: a target counts as reached when the price falls to or below it."
        actions={
          <>
            <Button
              variant="ghost"
              icon={<RefreshCw size={16} />}
              onClick={() => reload()}
              loading={refreshing && status === 'ready'}
            >
              Refresh
            </Button>
            <Button variant="primary" icon={<Plus size={16} />} onClick={openAdd}>
              Add Instrument
            </Button>
          </>
        }
      />

      <WatchlistSummaryCards summary={summary} loading={status === 'loading'} />

      <Card title="Targets" subtitle={status === 'ready' ? caption : undefined} className="wl-card">
        {status === 'loading' ? (
          <LoadingState text={WATCHLIST_TEXT.loading} />
        ) : status === 'error' ? (
          <ErrorState title={WATCHLIST_TEXT.errorTitle} message={WATCHLIST_TEXT.fetchFailed} onRetry={() => reload()} />
        ) : (
          <WatchlistTable
            rows={rows}
            columns={PAGE_COLUMNS}
            sort={sort}
            onSort={onSort}
            onEdit={setEditing}
            onRemove={setRemoving}
            caption={`Watchlist: ${caption}`}
            empty={
              <EmptyState
                title={WATCHLIST_TEXT.emptyTitle}
                hint={WATCHLIST_TEXT.emptyHint}
                action={
                  <Button variant="primary" size="sm" icon={<Plus size={14} />} onClick={openAdd}>
                    Add Instrument
                  </Button>
                }
              />
            }
          />
        )}
      </Card>

      <AddWatchlistDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(_id, entry) => {
          if (entry) void upsert(entry);
          else void reload();
        }}
      />
      <EditTargetDialog row={editing} onClose={() => setEditing(null)} onSaved={(entry) => void upsert(entry)} />
      <ConfirmDialog
        open={removing !== null}
        title="Remove from watchlist?"
        message={
          removing
            ? `${removing.tradingsymbol} with target ${formatPrice(removing.targetPrice)} will no longer be watched or alerted.`
            : ''
        }
        confirmLabel="Remove"
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}
