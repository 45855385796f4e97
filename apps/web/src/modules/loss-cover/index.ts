// The pieces the Overview's loss-cover container reuses.
export { useLossCover, LOSS_REFRESH_MS } from './hooks/useLossCover';
export { useLossRange } from './hooks/useLossRange';
export { LossCoverSummaryCards } from './components/LossCoverSummaryCards';
export { LossCoverTable, LOSS_COLUMN_LABELS, type LossCoverTableProps } from './components/LossCoverTable';
export { LossRangeForm, type LossRangeFormProps } from './components/LossRangeForm';
export { deriveLossRow, lossSummary, matchesSearch, withLossTick, type LossRow, type LossSummary } from './utils/lossMath';
export { acceptsRangeInput, DEFAULT_LOSS_RANGE, rangeCaption, rangeFromInputs, rangeFromPreferences, type LossRange } from './utils/lossRange';
export { LOSS_DEFAULT_SORT, type LossSortColumn } from './utils/lossSort';
export { LOSS_TEXT, lossCoverApi } from './lossCoverApi';
