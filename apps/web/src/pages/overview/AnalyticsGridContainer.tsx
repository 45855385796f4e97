import { Filter } from 'lucide-react';
import { useState } from 'react';
import { IconButton } from '../../shared/ui';
import {
  AnalyticsLoadStates,
  AnalyticsSummaryCards,
  analyticsEmptyState,
  AnalyticsTable,
  TimeRangeSettings,
  timeRangeLabel,
  useAnalytics,
  useAnalyticsMonths,
  useAnalyticsView,
  ViewFilterPanel,
} from '../../features/analytics';
import { ContainerFrame, type ContainerProps } from '../../features/overview-grid';

/** The Analytics container: time range in its settings, filters, summary cards and the figures. */
export function AnalyticsGridContainer({ chrome, columns }: ContainerProps) {
  const [months, setMonths] = useAnalyticsMonths();
  const analytics = useAnalytics(months);
  const { rows, hasData, phase, error, reload } = analytics;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const view = useAnalyticsView(rows);
  const { sort, onSort, shown, summary } = view;

  return (
    <ContainerFrame
      chrome={chrome}
      title="Analytics"
      caption={timeRangeLabel(months)}
      summary={<AnalyticsSummaryCards summary={summary} total={rows.length} loading={!hasData} />}
      tools={
        <IconButton
          size="sm"
          label="Toggle Filters"
          active={filtersOpen}
          aria-pressed={filtersOpen}
          onClick={() => setFiltersOpen((o) => !o)}
        >
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
      <ViewFilterPanel open={filtersOpen} view={view} total={rows.length} />
      <AnalyticsLoadStates hasData={hasData} phase={phase} error={error} reload={reload}>
        <AnalyticsTable
          rows={shown}
          columns={columns.columnOrder}
          sort={sort}
          onSort={onSort}
          months={months}
          maxHeight="100%"
          empty={analyticsEmptyState(rows.length)}
        />
      </AnalyticsLoadStates>
    </ContainerFrame>
  );
}
