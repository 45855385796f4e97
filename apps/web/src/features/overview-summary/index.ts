// The Overview's summary: portfolio cards, market status per exchange, recent activity and quick actions.
export { OverviewSummary } from './OverviewSummary';
