import { AdminNav } from '../../features/admin-nav';
import { CorporateActionsAdmin } from '../../features/corporate-actions';
import { PageHeader } from '../../shared/ui';

/** Admin only: splits, bonuses and dividends per ISIN, from NSE's CSV or typed in, previewed then applied. */
export function CorporateActionsPage() {
  return (
    <div className="page admin-page">
      <PageHeader
        title="Corporate Actions"
        subtitle="Splits, bonuses and dividends: applying one adjusts open lots, candles, targets and alert levels before its ex-date."
      />
      <AdminNav />
      <CorporateActionsAdmin />
    </div>
  );
}
