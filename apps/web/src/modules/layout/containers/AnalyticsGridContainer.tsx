import { Filter } from 'lucide-react';
import { useState } from 'react';
import { IconButton } from '../../../components/ui';
import {
  AnalyticsFilterPanel,
  AnalyticsLoadStates,
  AnalyticsSummaryCards,
  analyticsEmptyState,
  AnalyticsTable,
  TimeRangeSettings,
  useAnalytics,
  useAnalyticsMonths,
  useAnalyticsView,
} from '../../analytics';
import { ContainerFrame } from '../components/ContainerFrame';
import type { ContainerProps } from './registry';

/** Part 2's Analytics container: time range in its settings, filters, summary cards and the figures. */
export function AnalyticsGridContainer({ chrome, columns }: ContainerProps) {
  const [months, setMonths] = useAnalyticsMonths();
  const analytics = useAnalytics(months);
  const { rows, hasData, phase, error, reload } = analytics;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { search, setSearch, filters, setFilters, sort, onSort, filtered, shown, summary } = useAnalyticsView(rows);

  return (
    <ContainerFrame
      chrome={chrome}
      title="Analytics"
      caption={`Time Range: ${months} months`}
      summary={<AnalyticsSummaryCards summary={summary} total={rows.length} loading={!hasData} />}
      tools={
        <IconButton size="sm" label="Toggle Filters" active={filtersOpen} aria-pressed={filtersOpen} onClick={() => setFiltersOpen((o) => !o)}>
          <Filter size={15} />
        </IconButton>
      }
      settings={(close) => (
        <TimeRangeSettings
          months={months}
          onCancel={close}
          onSave={(m) => {
            close();
            setMonths(m);
          }}
        />
      )}
    >
      {filtersOpen && <AnalyticsFilterPanel search={search} onSearchChange={setSearch} filters={filters} onFiltersChange={setFilters} shown={filtered.length} total={rows.length} />}
      <AnalyticsLoadStates hasData={hasData} phase={phase} error={error} reload={reload}>
        <AnalyticsTable rows={shown} columns={columns.columnOrder} sort={sort} onSort={onSort} months={months} maxHeight="100%" empty={analyticsEmptyState(rows.length)} />
      </AnalyticsLoadStates>
    </ContainerFrame>
  );
}
