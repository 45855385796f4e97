// What the Overview grid's Analytics container reuses.
export { AnalyticsContainer, type AnalyticsContainerProps } from './components/AnalyticsContainer';
export { AnalyticsFilterPanel, newCustomFilter, type AnalyticsFilterPanelProps } from './components/AnalyticsFilterPanel';
export { AnalyticsLoadStates, analyticsEmptyState } from './components/AnalyticsLoadStates';
export { AnalyticsSummaryCards } from './components/AnalyticsSummaryCards';
export { AnalyticsTable, type AnalyticsTableProps } from './components/AnalyticsTable';
export { TimeRangeSettings } from './components/TimeRangeSettings';
export { useAnalytics, type AnalyticsPhase } from './hooks/useAnalytics';
export { useAnalyticsMonths } from './hooks/useAnalyticsMonths';
export { CALC_TEXT } from './utils/calculation';
export { applyAnalyticsFilters } from './utils/filters';
export { FILTER_COLUMNS, FILTER_OPERATORS, type CustomFilter } from './utils/filterOptions';
export type { AnalyticsRow } from './utils/readInstrument';
export { DEFAULT_ANALYTICS_SORT, sortAnalytics, summarizeAnalytics, type AnalyticsColumnId } from './utils/sortSummary';
export { useAnalyticsView } from './hooks/useAnalyticsView';
