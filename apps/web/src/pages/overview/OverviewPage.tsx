import { OverviewGrid } from '../../features/overview-grid';
import { OverviewSummary } from '../../features/overview-summary';
import { CONTAINER_COMPONENTS } from './containerRegistry';

/** The Overview: the summary, then the customisable container grid. */
export function OverviewPage() {
  return (
    <div className="page">
      <OverviewSummary />
      <OverviewGrid containers={CONTAINER_COMPONENTS} />
    </div>
  );
}
