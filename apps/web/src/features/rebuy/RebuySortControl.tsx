import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react';
import { useId } from 'react';
import { IconButton } from '../../shared/ui';
import type { SortState } from '../../shared/table/sort';
import { isRebuySortColumn, REBUY_SORT_LABELS, type RebuySortColumn } from './rebuySort';

const OPTIONS = Object.entries(REBUY_SORT_LABELS) as [RebuySortColumn, string][];

/** Sort menu for the re-buy table: also offers Original P&L, which has no column of its own. */
export function RebuySortControl({
  sort,
  onChange,
}: {
  sort: SortState<RebuySortColumn>;
  onChange: (sort: SortState<RebuySortColumn>) => void;
}) {
  const id = useId();
  const descending = sort.direction === 'desc';
  return (
    <div className="rb-sort">
      <label htmlFor={id} className="rb-sort__label">
        Sort by
      </label>
      <select
        id={id}
        className="input select rb-sort__select"
        value={sort.column}
        onChange={(e) => isRebuySortColumn(e.target.value) && onChange({ column: e.target.value, direction: 'desc' })}
      >
        {OPTIONS.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <IconButton
        size="sm"
        label={descending ? 'Sorted descending: switch to ascending' : 'Sorted ascending: switch to descending'}
        onClick={() => onChange({ ...sort, direction: descending ? 'asc' : 'desc' })}
      >
        {descending ? <ArrowDownWideNarrow size={15} /> : <ArrowUpNarrowWide size={15} />}
      </IconButton>
    </div>
  );
}
