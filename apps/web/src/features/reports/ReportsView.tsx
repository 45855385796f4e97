import { PageHeader, Tabs } from '../../shared/ui';
import { HarvestTab } from './HarvestTab';
import { REPORT_TABS, type ReportTab } from './reportTabs';
import { ReturnsTab } from './ReturnsTab';
import { TaxPnlTab } from './TaxPnlTab';
import './reports.css';

/** The Reports page's body: Returns, Tax P&L and Harvest as an ARIA tablist (arrow keys move between them). */
export function ReportsView({ tab, onTabChange }: { tab: ReportTab; onTabChange: (tab: ReportTab) => void }) {
  return (
    <div className="page rp-page">
      <PageHeader
        title="Reports"
        subtitle="Returns against a benchmark, the year's Tax P&L as Console lays it out, and a tax-harvesting plan, from your ledger"
      />
      <Tabs items={REPORT_TABS} active={tab} onChange={onTabChange} label="Report sections" className="rp-tabs" />
      <div role="tabpanel" aria-label={REPORT_TABS.find((t) => t.key === tab)!.label} className="rp-panel">
        {tab === 'returns' && <ReturnsTab />}
        {tab === 'tax' && <TaxPnlTab />}
        {tab === 'harvest' && <HarvestTab />}
      </div>
    </div>
  );
}
