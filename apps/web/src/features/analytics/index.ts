// Analytics: tracked instruments' distance from their peak and low, for the page and the Overview grid.
export { AnalyticsContainer } from './AnalyticsContainer';
export { ViewFilterPanel } from './AnalyticsFilterPanel';
export { AnalyticsLoadStates, analyticsEmptyState } from './AnalyticsLoadStates';
export { AnalyticsSummaryCards } from './AnalyticsSummaryCards';
export { AnalyticsTable } from './AnalyticsTable';
export { TimeRangeSettings } from './TimeRangeSettings';
export { timeRangeLabel } from './months';
export { useAnalytics } from './useAnalytics';
export { useAnalyticsMonths } from './useAnalyticsMonths';

export type { AnalyticsRow } from './readInstrument';

export { useAnalyticsView } from './useAnalyticsView';
export { AddInstrumentDialog } from './AddInstrumentDialog';
export { BulkAddDialog } from './BulkAddDialog';
export { ProcessingStatusCard } from './ProcessingStatusCard';
export { analyticsApi } from './analyticsApi';
export { isBusy, useProcessingStatus, useTrackedTokens } from './useProcessingStatus';
