import { OverviewGrid } from '../layout/components/OverviewGrid';
import { OverviewSummary } from './summary/OverviewSummary';

/** The Overview: the summary, then the customisable container grid (part 2). */
export function OverviewPage() {
  return (
    <div className="page">
      <OverviewSummary />
      <OverviewGrid />
    </div>
  );
}
