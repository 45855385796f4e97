import type { Order } from '@app/contracts/portfolio/types';
import { BellRing, CircleDollarSign, History, ReceiptText } from 'lucide-react';
import { useMemo } from 'react';
import { Card, EmptyState, ErrorState, Skeleton } from '../../shared/ui';
import { mergeActivity, type ActivityKind } from './activityFeed';
import type { ActivitySources } from './loadOverview';
import { formatDateTime } from '../../shared/format/dates';
import { relativeTime } from '../../shared/format/relativeTime';
import { useNow } from '../../shared/ui/useNow';

const ICONS: Record<ActivityKind, typeof BellRing> = { order: ReceiptText, sale: CircleDollarSign, alert: BellRing };

export interface RecentActivityProps {
  orders: readonly Order[] | undefined;
  sources: ActivitySources | undefined;
  loading: boolean;
  /** Orders could not be loaded either: with sales and alerts failing too there is nothing to show. */
  ordersFailed: boolean;
  onRetry: () => void;
}

/** The user's latest orders, sales and price alerts, newest first. */
export function RecentActivity({ orders, sources, loading, ordersFailed, onRetry }: RecentActivityProps) {
  const now = useNow(30_000);
  const items = useMemo(
    () => mergeActivity({ orders, sales: sources?.sales, alerts: sources?.alerts }),
    [orders, sources],
  );
  const allFailed = ordersFailed && (sources?.failed.length ?? 0) === 2;
  const partial =
    sources && sources.failed.length > 0 && !allFailed
      ? `Not shown, as it could not be loaded: ${sources.failed.join(' and ')}.`
      : null;

  return (
    <Card title="Recent Activity" aria-label="Recent Activity" className="overview-card overview-card--activity">
      {loading ? (
        <ul className="activity" aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className="activity__item">
              <Skeleton width={32} height={32} />
              <span className="activity__body">
                <Skeleton width="60%" />
                <Skeleton width="40%" height={12} />
              </span>
            </li>
          ))}
        </ul>
      ) : allFailed ? (
        <ErrorState title="Failed to load recent activity" onRetry={onRetry} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<History size={28} />}
          title="No recent activity"
          hint="Your orders, sales and price alerts will appear here."
        />
      ) : (
        <ul className="activity">
          {items.map((item) => {
            const Icon = ICONS[item.kind];
            return (
              <li key={item.id} className="activity__item">
                <span className={`activity__icon activity__icon--${item.tone}`} aria-hidden="true">
                  <Icon size={16} />
                </span>
                <span className="activity__body">
                  <span className="activity__title">{item.title}</span>
                  <span className="activity__detail">{item.detail}</span>
                </span>
                <time className="activity__time" dateTime={item.at} title={formatDateTime(item.at)}>
                  {relativeTime(item.at, now)}
                </time>
              </li>
            );
          })}
        </ul>
      )}
      {partial && <p className="overview-note">{partial}</p>}
    </Card>
  );
}
