// Manual positions with live P&L: the Portfolio page's Positions tab and the Overview's Live Portfolio container.
export { usePositions, usePositionsData } from './usePositions';
export { PositionsSummary } from './PositionsSummary';
export { PositionsTable } from './PositionsTable';
export type { PositionAction } from './PositionActions';
export { DEFAULT_POSITION_SORT, normaliseColumns, type PositionColumnId } from './positionColumns';
export { filterByThreshold, thresholdCaption } from './threshold';
export { summarisePositions } from './livePosition';
export { useThresholds } from './useThresholds';
export { ThresholdForm } from './ThresholdForm';
export { PositionActionDialogs, type OpenAction } from './PositionActionDialogs';
export { PositionsTab } from './PositionsTab';
