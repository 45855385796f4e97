import type { SoldMonthGroup } from '@app/contracts/portfolio/rpc';
import { ChevronDown } from 'lucide-react';
import { useState, type Dispatch, type SetStateAction } from 'react';
import type { SoldPosition } from '@app/contracts/portfolio/types';
import { DataTable, type Column } from '../../shared/ui';
import { Pnl } from '../../shared/format/Money';
import { toggleAll } from './soldGroups';

interface SoldMonthProps {
  month: SoldMonthGroup;
  columns: Column<SoldPosition>[];
  selected: ReadonlySet<string>;
  onSelect: Dispatch<SetStateAction<Set<string>>>;
}

const sales = (n: number) => `${n} sale${n === 1 ? '' : 's'}`;

/** One month of sales, collapsible, with a table per day. */
export function SoldMonth({ month, columns, selected, onSelect }: SoldMonthProps) {
  const [open, setOpen] = useState(true);
  const panelId = `sold-${month.monthYear}`;
  return (
    <section className="pf-month" aria-label={month.monthDisplay}>
      <button
        type="button"
        className="pf-month__head"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <ChevronDown size={16} className="pf-month__chevron" aria-hidden="true" />
        <span className="pf-month__title">{month.monthDisplay}</span>
        <span className="pf-month__count">{sales(month.totalPositions)}</span>
        <Pnl value={month.totalProfitLoss} decimals={2} className="pf-month__total" />
      </button>
      {open && (
        <div id={panelId} className="pf-month__days">
          {month.dateGroups.map((d) => {
            const ids = d.positions.map((p) => p.id);
            const all = ids.length > 0 && ids.every((id) => selected.has(id));
            return (
              <div key={d.date ?? 'unknown'} className="pf-day">
                <div className="pf-day__head">
                  <label className="pf-day__select">
                    <input
                      type="checkbox"
                      className="pf-check"
                      checked={all}
                      onChange={() => onSelect((s) => toggleAll(s, ids))}
                      aria-label={`Select all sales of ${d.dateDisplay}`}
                    />
                    <span className="pf-day__title">{d.dateDisplay}</span>
                  </label>
                  <span className="pf-day__meta">
                    {sales(d.totalPositions)} · <Pnl value={d.totalProfitLoss} decimals={2} />
                  </span>
                </div>
                <DataTable
                  rows={d.positions}
                  columns={columns}
                  rowKey={(p) => p.id}
                  caption={`Sales of ${d.dateDisplay}`}
                  stickyFirstColumn={false}
                  className="pf-table pf-sold-table"
                />
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
