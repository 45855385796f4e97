import { ChevronDown, ChevronRight, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge, Button, TextField } from '../../shared/ui';
import type { CustomFilter } from './filterOptions';
import { isActiveFilter } from './filters';
import { CustomFilterRow } from './CustomFilterRow';
import type { useAnalyticsView } from './useAnalyticsView';

export interface AnalyticsFilterPanelProps {
  search: string;
  onSearchChange: (search: string) => void;
  filters: readonly CustomFilter[];
  onFiltersChange: (filters: CustomFilter[]) => void;
  shown: number;
  total: number;
}

let sequence = 0;
/** A new, empty condition on the Live Price column. */
export function newCustomFilter(): CustomFilter {
  sequence += 1;
  return { id: `filter-${sequence}`, column: 'livePrice', operator: 'gt', value: '' };
}

/** The analytics filter panel: search, custom conditions (add, remove, Clear All, expand/collapse) and the count line. */
export function AnalyticsFilterPanel({
  search,
  onSearchChange,
  filters,
  onFiltersChange,
  shown,
  total,
}: AnalyticsFilterPanelProps) {
  const [expanded, setExpanded] = useState(true);
  const listId = useId();
  const active = filters.filter(isActiveFilter).length;

  const add = () => {
    onFiltersChange([...filters, newCustomFilter()]);
    setExpanded(true);
  };

  return (
    <div className="an-filters" role="region" aria-label="Filters">
      <TextField
        label="Search Instruments"
        type="search"
        placeholder="Symbol or name"
        value={search}
        onChange={(e) => onSearchChange(e.target.value)}
        fieldClassName="an-filters__search"
      />
      <div className="an-filters__custom">
        <div className="an-filters__head">
          <button
            type="button"
            className="an-filters__toggle"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((x) => !x)}
          >
            {expanded ? <ChevronDown size={16} aria-hidden="true" /> : <ChevronRight size={16} aria-hidden="true" />}
            Custom Filters
            {filters.length > 0 && (
              <Badge tone={active > 0 ? 'primary' : 'neutral'}>
                {active > 0 ? `${active} active` : filters.length}
              </Badge>
            )}
          </button>
          <div className="an-filters__actions">
            <Button size="sm" variant="secondary" icon={<Plus size={14} />} onClick={add}>
              Add condition
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onFiltersChange([])} disabled={filters.length === 0}>
              Clear All
            </Button>
          </div>
        </div>
        <div id={listId} hidden={!expanded}>
          {filters.length === 0 ? (
            <p className="an-filters__empty">
              No conditions. Add one to narrow the list, for example Performance vs High at most 10.
            </p>
          ) : (
            <ul className="an-filters__list">
              {filters.map((f, i) => (
                <CustomFilterRow
                  key={f.id}
                  filter={f}
                  index={i}
                  onChange={(next) => onFiltersChange(filters.map((x) => (x.id === f.id ? next : x)))}
                  onRemove={() => onFiltersChange(filters.filter((x) => x.id !== f.id))}
                />
              ))}
            </ul>
          )}
        </div>
      </div>
      <p className="an-filters__count" aria-live="polite">
        Showing {shown} of {total} instruments
      </p>
    </div>
  );
}

/** An Analytics view's filter panel, while the user has it open. */
export function ViewFilterPanel({
  open,
  view,
  total,
}: {
  open: boolean;
  view: Pick<ReturnType<typeof useAnalyticsView>, 'search' | 'setSearch' | 'filters' | 'setFilters' | 'filtered'>;
  total: number;
}) {
  if (!open) return null;
  return (
    <AnalyticsFilterPanel
      search={view.search}
      onSearchChange={view.setSearch}
      filters={view.filters}
      onFiltersChange={view.setFilters}
      shown={view.filtered.length}
      total={total}
    />
  );
}
