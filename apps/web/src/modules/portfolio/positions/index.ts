// What the Overview's Live Portfolio container reuses (part 2 section 2 "Portfolio container").
export { usePositions, usePositionsData, POSITIONS_ERROR, type PositionsState } from './usePositions';
export { PositionsSummary, type PositionsSummaryProps } from './PositionsSummary';
export { PositionsTable, type PositionsTableProps } from './PositionsTable';
export type { PositionAction } from './PositionActions';
export { DEFAULT_POSITION_SORT, POSITION_COLUMNS, POSITION_COLUMN_LABELS, normaliseColumns, sortPositions, type PositionColumnId } from './positionColumns';
export { filterByThreshold, parseThreshold, thresholdCaption, type Thresholds } from './threshold';
export { applyLivePrice, summarisePositions } from './livePosition';
export { useThresholds } from './useThresholds';
export { ThresholdForm } from './ThresholdForm';
export { PositionActionDialogs, type OpenAction } from './PositionActionDialogs';
