import { Search, SlidersHorizontal } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { COLUMN_SETS } from '@app/contracts/settings/constants';
import { Button, Card, EmptyState, ErrorState, LoadingState, PageHeader, RefreshButton } from '../../shared/ui';
import { nextSort, type SortState } from '../../shared/table/sort';
import { LossCoverSummaryCards } from '../../features/loss-cover';
import { LossCoverTable } from '../../features/loss-cover';
import { LossRangeForm } from '../../features/loss-cover';
import { useLossCover } from '../../features/loss-cover';
import { useLossRange } from '../../features/loss-cover';
import { LOSS_TEXT } from '../../features/loss-cover';
import { matchesSearch } from '../../features/loss-cover';
import { LOSS_DEFAULT_SORT, type LossSortColumn } from '../../features/loss-cover';
import type { LossRange } from '../../features/loss-cover';
import { PlanHarvestLink } from '../../features/reports';

const PAGE_COLUMNS = COLUMN_SETS['loss-cover'].columns;

export function LossCoverPage() {
  const { range, save } = useLossRange();
  const { rows, summary, caption, status, reload, refreshing } = useLossCover(range);
  const [sort, setSort] = useState<SortState<LossSortColumn>>(LOSS_DEFAULT_SORT);
  const [editing, setEditing] = useState(false);
  const [search, setSearch] = useState('');
  const onSort = useCallback((column: LossSortColumn) => setSort((s) => nextSort(s, column)), []);
  const shown = useMemo(() => rows.filter((r) => matchesSearch(r, search)), [rows, search]);

  const saveRange = async (next: LossRange) => {
    await save(next);
    setEditing(false);
  };

  return (
    <div className="page lc-page">
      <PageHeader
        title="Loss Cover"
        subtitle="Open buy positions trading below their buy price, within your loss range."
        actions={
          <>
            <PlanHarvestLink />
            <RefreshButton onRefresh={reload} busy={refreshing && status === 'ready'} />
            <Button
              variant={editing ? 'primary' : 'secondary'}
              icon={<SlidersHorizontal size={16} />}
              onClick={() => setEditing((v) => !v)}
              aria-expanded={editing}
              disabled={!range}
            >
              Loss Range
            </Button>
          </>
        }
      />

      {editing && range && (
        <Card title="Loss Range" subtitle={caption} className="lc-range-card">
          <LossRangeForm initial={range} onSave={saveRange} onCancel={() => setEditing(false)} />
        </Card>
      )}

      <LossCoverSummaryCards summary={summary} loading={status === 'loading'} />

      <Card
        title="Loss Positions"
        subtitle={caption || undefined}
        className="lc-card"
        actions={
          status === 'ready' && rows.length > 0 ? (
            <div className="lc-search">
              <Search size={15} className="lc-search__icon" aria-hidden="true" />
              <input
                className="input lc-search__input"
                type="search"
                placeholder="Search symbol or name"
                aria-label="Search loss positions"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
          ) : undefined
        }
      >
        {status === 'loading' ? (
          <LoadingState text={LOSS_TEXT.loading} />
        ) : status === 'error' ? (
          <ErrorState title={LOSS_TEXT.errorTitle} message={LOSS_TEXT.fetchFailed} onRetry={() => void reload()} />
        ) : (
          <LossCoverTable
            rows={shown}
            columns={PAGE_COLUMNS}
            sort={sort}
            onSort={onSort}
            caption={`Loss positions: ${caption}`}
            empty={
              rows.length > 0 ? (
                <EmptyState
                  title={`No positions match "${search.trim()}"`}
                  hint="The search looks at the symbol and the name."
                />
              ) : undefined
            }
          />
        )}
      </Card>
    </div>
  );
}
