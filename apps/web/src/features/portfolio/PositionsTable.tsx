import { useMemo, type ReactNode } from 'react';
import type { Position } from '@app/contracts/portfolio/types';
import { CARDS_BELOW_PX, DataTable } from '../../shared/ui';
import type { SortState } from '../../shared/table/sort';
import { useTableFormatting } from '../user-settings';
import { LIVE_POSITION_ROW } from './livePosition';
import type { PositionAction } from './PositionActions';
import { positionColumns } from './positionCells';
import { sortPositions, type PositionColumnId } from './positionColumns';
import './portfolio.css';

export interface PositionsTableProps {
  /** Live rows (from `usePositions`), in any order: the table sorts them by `sort`. */
  rows: readonly Position[];
  /** Selected column ids in display order (a column config's `columnOrder`). */
  columns: readonly PositionColumnId[];
  sort: SortState<PositionColumnId> | null;
  onSort: (column: PositionColumnId) => void;
  /** Without it the actions column stays empty. Pass a stable (memoised) function. */
  onAction?: (action: PositionAction, position: Position) => void;
  empty?: ReactNode;
  maxHeight?: number | string;
  caption?: string;
}

/** The live-portfolio table: sortable, coloured by sign and by the user's formatting rules. */
export function PositionsTable({
  rows,
  columns,
  sort,
  onSort,
  onAction,
  empty,
  maxHeight,
  caption = 'Open positions',
}: PositionsTableProps) {
  const style = useTableFormatting('portfolio');
  const all = useMemo(() => positionColumns(style, onAction), [style, onAction]);
  const shown = useMemo(() => columns.map((id) => all[id]).filter((c) => c !== undefined), [all, columns]);
  const sorted = useMemo(() => sortPositions(rows, sort), [rows, sort]);
  return (
    <div className="pf-fit">
      <DataTable
        tableName="portfolio"
        cardsBelow={CARDS_BELOW_PX}
        rows={sorted}
        columns={shown}
        rowKey={(p) => p.id}
        sort={sort}
        onSort={(id) => onSort(id as PositionColumnId)}
        empty={empty}
        maxHeight={maxHeight}
        caption={caption}
        stickyFirstColumn
        className="pf-table"
        liveRow={LIVE_POSITION_ROW}
      />
    </div>
  );
}
