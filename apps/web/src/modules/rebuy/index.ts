// The pieces the Overview's re-buy container reuses.
export { useRebuy } from './hooks/useRebuy';
export { RebuySummaryCards } from './components/RebuySummaryCards';
export { RebuyTable, REBUY_COLUMN_LABELS, type RebuyTableProps } from './components/RebuyTable';
export { RebuyEntries } from './components/RebuyEntries';
export { RebuySortControl } from './components/RebuySortControl';
export { deriveRebuyRow, originalGainLoss, withRebuyTick, type RebuyEntryRow, type RebuyRow } from './utils/rebuyMath';
export { rebuyCaption, rebuySummary, type RebuySummary } from './utils/rebuySummary';
export { REBUY_DEFAULT_SORT, REBUY_SORT_LABELS, type RebuySortColumn } from './utils/rebuySort';
export { REBUY_TEXT, rebuyApi, type RebuyStats } from './rebuyApi';
