import { Plus, RefreshCw, Upload } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { Position } from '@app/contracts/portfolio/types';
import { Button, Card, EmptyState, ErrorState, LoadingState } from '../../shared/ui';
import { nextSort, type SortState } from '../../shared/table/sort';
import { PositionFormDialog } from './PositionFormDialog';
import { PositionActionDialogs, type OpenAction } from './PositionActionDialogs';
import type { PositionAction } from './PositionActions';
import { DEFAULT_POSITION_SORT, POSITION_COLUMNS, type PositionColumnId } from './positionColumns';
import { PositionsSummary } from './PositionsSummary';
import { PositionsTable } from './PositionsTable';
import { usePositions } from './usePositions';

/** The Positions tab: summary cards and every manual position, live, with its actions. */
export function PositionsTab({ onImport }: { onImport: () => void }) {
  const { positions, summary, status, error, reload, refreshing } = usePositions();
  const [sort, setSort] = useState<SortState<PositionColumnId>>(DEFAULT_POSITION_SORT);
  const [open, setOpen] = useState<OpenAction>(null);
  const [adding, setAdding] = useState(false);
  const onAction = useCallback((action: PositionAction, position: Position) => setOpen({ action, position }), []);

  let body;
  if (status === 'loading') body = <LoadingState text="Loading positions..." />;
  else if (status === 'error')
    body = <ErrorState title="Error Loading Positions" message={error ?? undefined} onRetry={reload} />;
  else
    body = (
      <PositionsTable
        rows={positions}
        columns={POSITION_COLUMNS}
        sort={sort}
        onSort={(c) => setSort((s) => nextSort(s, c))}
        onAction={onAction}
        empty={
          <EmptyState
            title="No positions yet"
            hint="Add a position you hold, or import a CSV from your broker, to follow its live P&L."
          />
        }
      />
    );

  return (
    <div className="pf-tab">
      <PositionsSummary summary={summary} count={positions.length} loading={status === 'loading'} />
      <Card
        title="Open positions"
        subtitle={
          status === 'loaded'
            ? `${positions.length} position${positions.length === 1 ? '' : 's'} · live prices`
            : undefined
        }
        actions={
          <>
            <Button
              size="sm"
              variant="ghost"
              icon={<RefreshCw size={14} className={refreshing ? 'pf-spin' : undefined} />}
              onClick={reload}
              aria-label="Refresh positions"
            >
              Refresh
            </Button>
            <Button size="sm" icon={<Upload size={14} />} onClick={onImport}>
              Import CSV
            </Button>
            <Button size="sm" variant="primary" icon={<Plus size={14} />} onClick={() => setAdding(true)}>
              Add position
            </Button>
          </>
        }
      >
        {body}
      </Card>
      <PositionFormDialog open={adding} onClose={() => setAdding(false)} />
      <PositionActionDialogs open={open} onClose={() => setOpen(null)} />
    </div>
  );
}
