import { OverviewGrid } from '../../features/overview-grid';
import { CONTAINER_COMPONENTS } from './containerRegistry';

/** The customisable container grid with every container type's view. */
export function DashboardGrid() {
  return <OverviewGrid containers={CONTAINER_COMPONENTS} />;
}
