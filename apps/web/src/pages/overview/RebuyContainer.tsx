import { useCallback, useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui';
import {
  REBUY_DEFAULT_SORT,
  REBUY_TEXT,
  RebuySortControl,
  RebuySummaryCards,
  RebuyTable,
  useRebuy,
  type RebuySortColumn,
} from '../../features/rebuy';
import { nextSort, type SortState } from '../../shared/table/sort';
import { ContainerFrame, type ContainerProps } from '../../features/overview-grid';

/** The Re-Buy container: groups per symbol ('N symbols, M entries'), expandable to their entries. */
export function RebuyContainer({ chrome, columns }: ContainerProps) {
  const { rows, summary, caption, status, reload } = useRebuy();
  const [sort, setSort] = useState<SortState<RebuySortColumn>>(REBUY_DEFAULT_SORT);
  const onSort = useCallback((column: RebuySortColumn) => setSort((s) => nextSort(s, column)), []);
  return (
    <ContainerFrame
      chrome={chrome}
      title="Re-Buy Opportunities"
      caption={status === 'ready' ? caption : undefined}
      summary={<RebuySummaryCards summary={summary} status={status} />}
      tools={<RebuySortControl sort={sort} onChange={setSort} />}
    >
      {status === 'loading' ? (
        <LoadingState text={REBUY_TEXT.loading} />
      ) : status === 'error' ? (
        <ErrorState title={REBUY_TEXT.errorTitle} message={REBUY_TEXT.fetchFailed} onRetry={() => void reload()} />
      ) : (
        <RebuyTable
          rows={rows}
          columns={columns.columnOrder}
          sort={sort}
          onSort={onSort}
          caption={`Re-buy opportunities: ${caption}`}
          maxHeight="100%"
          empty={<EmptyState title={REBUY_TEXT.emptyTitle} hint={REBUY_TEXT.emptyHint} />}
        />
      )}
    </ContainerFrame>
  );
}
