import { useSearchParams } from 'react-router-dom';
import { ReportsView, reportTabFromParam, type ReportTab } from '../../features/reports';

/** Returns, Tax P&L and Harvest, each a tab (`?tab=returns|tax|harvest`). */
export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const setTab = (next: ReportTab) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        out.set('tab', next);
        return out;
      },
      { replace: true },
    );
  return <ReportsView tab={reportTabFromParam(params.get('tab'))} onTabChange={setTab} />;
}
