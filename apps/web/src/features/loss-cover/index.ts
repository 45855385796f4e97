// Loss Cover: open positions whose loss lies in the user's range, for the page and the Overview grid.
export { useLossCover } from './useLossCover';
export { useLossRange } from './useLossRange';
export { LossCoverSummaryCards } from './LossCoverSummaryCards';
export { LossCoverTable } from './LossCoverTable';
export { LossRangeForm } from './LossRangeForm';
export { matchesSearch } from './lossMath';
export { type LossRange } from './lossRange';
export { LOSS_DEFAULT_SORT, type LossSortColumn } from './lossSort';
export { LOSS_TEXT } from './lossCoverApi';
