import { Filter, RefreshCw, Settings2 } from 'lucide-react';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { COLUMN_SETS } from '@app/contracts/settings/constants';
import { Badge, Card, IconButton } from '../../shared/ui';
import { useSettings } from '../user-settings';
import type { useAnalytics } from './useAnalytics';
import { useAnalyticsView } from './useAnalyticsView';
import type { AnalyticsRow } from './readInstrument';
import { ViewFilterPanel } from './AnalyticsFilterPanel';
import { AnalyticsLoadStates, analyticsEmptyState } from './AnalyticsLoadStates';
import { AnalyticsSummaryCards } from './AnalyticsSummaryCards';
import { AnalyticsTable } from './AnalyticsTable';
import { TimeRangeSettings } from './TimeRangeSettings';
import { timeRangeLabel } from './months';
import './analytics.css';

export interface AnalyticsContainerProps {
  analytics: ReturnType<typeof useAnalytics>;
  months: number;
  onMonthsChange: (months: number) => void;
  /** Selected column ids in order; defaults to all six. */
  columns?: readonly string[];
  onRemove?: (row: AnalyticsRow) => void;
  title?: ReactNode;
  /** Empty-state action (for example an Add instrument button). */
  emptyAction?: ReactNode;
}

/** The Analytics container: caption, time range settings, filters, summary cards and the table. */
export function AnalyticsContainer({
  analytics,
  months,
  onMonthsChange,
  columns = COLUMN_SETS.analytics.defaults,
  onRemove,
  title = 'Analytics',
  emptyAction,
}: AnalyticsContainerProps) {
  const { rows, hasData, phase, error, refreshing, reload } = analytics;
  const { settings } = useSettings();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const view = useAnalyticsView(rows);
  const { sort, onSort, shown, summary } = view;

  const actions = (
    <>
      {refreshing && (
        <Badge tone="info" dot>
          {phase === 'calculating' ? 'Calculating…' : 'Updating…'}
        </Badge>
      )}
      <IconButton
        label="Time range settings"
        size="sm"
        active={settingsOpen}
        aria-expanded={settingsOpen}
        onClick={() => setSettingsOpen((x) => !x)}
      >
        <Settings2 size={16} />
      </IconButton>
      <IconButton
        label="Toggle Filters"
        size="sm"
        active={filtersOpen}
        aria-pressed={filtersOpen}
        onClick={() => setFiltersOpen((x) => !x)}
      >
        <Filter size={16} />
      </IconButton>
      <IconButton
        label="Reload analytics"
        size="sm"
        onClick={reload}
        disabled={phase === 'loading' || phase === 'calculating'}
      >
        <RefreshCw size={16} />
      </IconButton>
    </>
  );

  return (
    <Card
      title={title}
      subtitle={timeRangeLabel(months)}
      actions={actions}
      className="an-container"
      aria-label="Analytics instruments"
    >
      {settingsOpen && (
        <TimeRangeSettings
          months={months}
          onCancel={() => setSettingsOpen(false)}
          onSave={(m) => {
            setSettingsOpen(false);
            onMonthsChange(m);
          }}
        />
      )}
      <ViewFilterPanel open={filtersOpen} view={view} total={rows.length} />
      <AnalyticsLoadStates hasData={hasData} phase={phase} error={error} reload={reload}>
        <AnalyticsSummaryCards summary={summary} total={rows.length} />
        <div className="an-table" style={{ '--color-table-bg': settings.table_colors.analytics } as CSSProperties}>
          <AnalyticsTable
            rows={shown}
            columns={columns}
            sort={sort}
            onSort={onSort}
            months={months}
            onRemove={onRemove}
            empty={analyticsEmptyState(rows.length, emptyAction)}
          />
        </div>
      </AnalyticsLoadStates>
    </Card>
  );
}
