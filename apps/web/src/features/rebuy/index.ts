// Re-Buy: sold symbols now cheaper than they were sold, for the page and the Overview grid.
export { useRebuy } from './useRebuy';
export { RebuySummaryCards } from './RebuySummaryCards';
export { RebuyTable } from './RebuyTable';

export { RebuySortControl } from './RebuySortControl';
export { type RebuyEntryRow, type RebuyRow } from './rebuyMath';

export { REBUY_DEFAULT_SORT, type RebuySortColumn } from './rebuySort';
export { REBUY_TEXT, rebuyApi } from './rebuyApi';
export { entriesLabel } from './rebuySummary';
