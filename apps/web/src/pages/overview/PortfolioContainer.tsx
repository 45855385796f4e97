import { useCallback, useMemo, useState } from 'react';
import type { Position } from '@app/contracts/portfolio/types';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui';
import {
  DEFAULT_POSITION_SORT,
  filterByThreshold,
  normaliseColumns,
  PositionActionDialogs,
  PositionsSummary,
  PositionsTable,
  summarisePositions,
  ThresholdForm,
  thresholdCaption,
  usePositions,
  useThresholds,
  type OpenAction,
  type PositionAction,
  type PositionColumnId,
} from '../../features/portfolio';
import { nextSort, type SortState } from '../../shared/table/sort';
import { ContainerFrame, type ContainerProps } from '../../features/overview-grid';

/**
 * The Live Portfolio container: only positions with P&L at or above the profit threshold or at or below
 * minus the loss threshold, the thresholds in its settings panel, live prices throughout.
 */
export function PortfolioContainer({ chrome, columns }: ContainerProps) {
  const { positions, status, reload } = usePositions();
  const { thresholds, save } = useThresholds();
  const [open, setOpen] = useState<OpenAction>(null);
  const [sort, setSort] = useState<SortState<PositionColumnId>>(DEFAULT_POSITION_SORT);
  const onSort = useCallback((column: PositionColumnId) => setSort((s) => nextSort(s, column)), []);
  const shown = useMemo(
    () => (thresholds ? filterByThreshold(positions, thresholds) : positions),
    [positions, thresholds],
  );
  const summary = useMemo(() => summarisePositions(shown), [shown]);
  const cols = useMemo(() => normaliseColumns(columns.columnOrder), [columns.columnOrder]);
  const onAction = useCallback((action: PositionAction, position: Position) => setOpen({ action, position }), []);

  return (
    <ContainerFrame
      chrome={chrome}
      title="Portfolio"
      caption={thresholds ? thresholdCaption(thresholds) : undefined}
      summary={
        <PositionsSummary summary={summary} count={shown.length} loading={status === 'loading'} defaultCompact />
      }
      settings={
        thresholds
          ? (close) => (
              <ThresholdForm
                initial={thresholds}
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
        <LoadingState text="Loading positions..." />
      ) : status === 'error' ? (
        <ErrorState title="Error Loading Positions" message="Failed to fetch positions" onRetry={reload} />
      ) : (
        <PositionsTable
          rows={shown}
          columns={cols}
          sort={sort}
          onSort={onSort}
          onAction={onAction}
          maxHeight="100%"
          caption="Live portfolio"
          empty={
            <EmptyState title="No positions match current filters" hint="Adjust profit/loss thresholds in settings" />
          }
        />
      )}
      <PositionActionDialogs open={open} onClose={() => setOpen(null)} />
    </ContainerFrame>
  );
}
