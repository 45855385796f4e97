import { useQueryTab } from '../../shared/routing/useQueryTab';
import { ReportsView, reportTabFromParam } from '../../features/reports';

/** Returns, Tax P&L and Harvest, each a tab (`?tab=returns|tax|harvest`). */
export function ReportsPage() {
  const [tab, setTab] = useQueryTab(reportTabFromParam);
  return <ReportsView tab={tab} onTabChange={setTab} />;
}
