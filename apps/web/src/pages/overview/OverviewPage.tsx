import { lazy, Suspense } from 'react';
import { OverviewSummary } from '../../features/overview-summary';
import { LoadingState } from '../../shared/ui';

// The grid (its drag-and-resize library and every container's feature) is a chunk of its own, so the
// first screen's JavaScript stays small; until it arrives the grid shows its usual loading state.
const DashboardGrid = lazy(() => import('./DashboardGrid').then((m) => ({ default: m.DashboardGrid })));

/** The Overview: the summary, then the customisable container grid. */
export function OverviewPage() {
  return (
    <div className="page">
      <OverviewSummary />
      <Suspense fallback={<LoadingState text="Loading dashboard..." className="grid-state" />}>
        <DashboardGrid />
      </Suspense>
    </div>
  );
}
