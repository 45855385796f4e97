import type { ImportProblem } from '@app/contracts/ledger/types';
import { useMemo, useState } from 'react';
import { DataTable, EmptyState, type Column } from '../../shared/ui';
import { filterProblems, problemColumns, type ProblemFilter } from './importRules';

type Keyed = ImportProblem & { key: number };

const COLUMNS: Column<Keyed>[] = [
  { id: 'line', header: 'Line', align: 'right', width: 70, cell: (p) => <span className="num">{p.line}</span> },
  { id: 'column', header: 'Column', width: 160, cell: (p) => p.column ?? 'whole row' },
  { id: 'message', header: 'Problem', cell: (p) => p.message },
];

/** Every problem with its line and column, filterable by text, line number or column. */
export function ProblemList({ problems, total }: { problems: readonly ImportProblem[]; total: number }) {
  const [filter, setFilter] = useState<ProblemFilter>({ text: '', column: '' });
  const keyed = useMemo(() => problems.map((p, key) => ({ ...p, key })), [problems]);
  const shown = useMemo(() => filterProblems(keyed, filter), [keyed, filter]);
  const columns = useMemo(() => problemColumns(problems), [problems]);
  return (
    <div className="li-problems">
      <div className="li-problems__filters">
        <input
          className="input"
          type="search"
          placeholder="Filter by line, column or text"
          aria-label="Filter problems"
          value={filter.text}
          onChange={(e) => setFilter((f) => ({ ...f, text: e.target.value }))}
        />
        <select
          className="input select"
          aria-label="Problems in column"
          value={filter.column}
          onChange={(e) => setFilter((f) => ({ ...f, column: e.target.value }))}
        >
          <option value="">Every column</option>
          {columns.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
        <span className="li-problems__count">
          {shown.length === problems.length ? `${problems.length}` : `${shown.length} of ${problems.length}`}
          {total > problems.length ? ` (first ${problems.length} of ${total})` : ''}
        </span>
      </div>
      <DataTable
        rows={shown}
        columns={COLUMNS}
        rowKey={(p) => String(p.key)}
        caption="Problems in the file"
        maxHeight={320}
        empty={<EmptyState title="No problem matches the filter" />}
      />
    </div>
  );
}
