import { RefreshCw } from 'lucide-react';
import { Button, ErrorState, PageHeader } from '../../shared/ui';
import { ReconnectNotice, SourceBadge } from '../broker-connection';
import { ReturnsCard } from '../reports';
import { LiveIndicator } from './LiveIndicator';
import { MarketStatusCard } from './MarketStatusCard';
import { OVERVIEW_LOAD_FAILED } from './loadOverview';
import { QuickActions } from './QuickActions';
import { RecentActivity } from './RecentActivity';
import { SummaryCards } from './SummaryCards';
import { sourceLines } from './overviewSources';
import { useOverviewData } from './useOverviewData';
import './overview.css';

/** The top of the Overview: heading with the live indicator, the four cards, quick actions, market status, returns and recent activity. */
export function OverviewSummary() {
  const { summary, activity, refresh, refreshing } = useOverviewData();
  const failed = summary.data?.failed ?? [];

  return (
    <section className="overview-summary" aria-label="Summary">
      <PageHeader
        title="Overview"
        subtitle="Your trading dashboard at a glance"
        actions={
          <>
            <LiveIndicator />
            <Button
              variant="secondary"
              icon={<RefreshCw size={15} className={refreshing ? 'spin' : undefined} />}
              onClick={() => void refresh()}
              disabled={refreshing}
            >
              Refresh
            </Button>
          </>
        }
      />
      {summary.error ? (
        <ErrorState
          className="overview-error"
          title={OVERVIEW_LOAD_FAILED}
          message="Holdings, funds, orders and positions could not be loaded."
          onRetry={() => void summary.mutate()}
        />
      ) : (
        <>
          <ReconnectNotice />
          {summary.data && (
            <p className="overview-sources" aria-label="Where these figures come from">
              {sourceLines(summary.data.sources).map((line) => (
                <span key={line.label ?? 'all'} className="overview-sources__item">
                  {line.label && <span className="overview-sources__label">{line.label}</span>}
                  <SourceBadge info={line.info} />
                </span>
              ))}
            </p>
          )}
          <SummaryCards data={summary.data} loading={summary.isLoading} />
          {failed.length > 0 && (
            <p className="overview-note">Some figures are incomplete: {failed.join(', ')} could not be loaded.</p>
          )}
        </>
      )}
      <div className="overview-grid">
        <QuickActions />
        <MarketStatusCard />
        <ReturnsCard />
        <RecentActivity
          orders={summary.data?.orders}
          sources={activity.data}
          loading={summary.isLoading || activity.isLoading}
          ordersFailed={Boolean(summary.error) || failed.includes('orders')}
          onRetry={() => void refresh()}
        />
      </div>
    </section>
  );
}
