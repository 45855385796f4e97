import { useCallback, useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui';
import {
  LOSS_DEFAULT_SORT,
  LOSS_TEXT,
  LossCoverSummaryCards,
  LossCoverTable,
  LossRangeForm,
  useLossCover,
  useLossRange,
  type LossSortColumn,
} from '../../features/loss-cover';
import { nextSort, type SortState } from '../../shared/table/sort';
import { ContainerFrame, type ContainerProps } from '../../features/overview-grid';

/** The Loss Cover container: 'min% - max% loss range', with the range in its settings panel. */
export function LossCoverContainer({ chrome, columns }: ContainerProps) {
  const { range, save } = useLossRange();
  const { rows, summary, caption, status, reload } = useLossCover(range);
  const [sort, setSort] = useState<SortState<LossSortColumn>>(LOSS_DEFAULT_SORT);
  const onSort = useCallback((column: LossSortColumn) => setSort((s) => nextSort(s, column)), []);
  return (
    <ContainerFrame
      chrome={chrome}
      title="Loss Cover"
      caption={caption || undefined}
      summary={<LossCoverSummaryCards summary={summary} loading={status === 'loading'} />}
      settings={
        range
          ? (close) => (
              <LossRangeForm
                initial={range}
                onCancel={close}
                onSave={async (next) => {
                  await save(next);
                  close();
                }}
              />
            )
          : undefined
      }
    >
      {status === 'loading' ? (
        <LoadingState text={LOSS_TEXT.loading} />
      ) : status === 'error' ? (
        <ErrorState title={LOSS_TEXT.errorTitle} message={LOSS_TEXT.fetchFailed} onRetry={() => void reload()} />
      ) : (
        <LossCoverTable
          rows={rows}
          columns={columns.columnOrder}
          sort={sort}
          onSort={onSort}
          caption={`Loss cover: ${caption}`}
          maxHeight="100%"
          empty={<EmptyState title={LOSS_TEXT.emptyTitle} hint={LOSS_TEXT.emptyHint} />}
        />
      )}
    </ContainerFrame>
  );
}
