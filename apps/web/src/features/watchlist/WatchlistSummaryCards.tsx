import { ArrowUpRight, CircleCheck, ListChecks, Target } from 'lucide-react';
import { StatCard } from '../../shared/ui';
import { formatPercent } from '../../shared/format/numbers';
import type { WatchlistSummary } from './watchlistMath';

/** The four watchlist cards: Total, Reached, Above, Avg Distance. */
export function WatchlistSummaryCards({
  summary,
  loading,
  className,
}: {
  summary: WatchlistSummary;
  loading?: boolean;
  className?: string;
}) {
  return (
    <div className={className ?? 'stats wl-stats'}>
      <StatCard
        label="Total"
        icon={<ListChecks size={14} />}
        value={summary.total}
        hint="targets watched"
        loading={loading}
      />
      <StatCard
        label="Reached"
        icon={<CircleCheck size={14} />}
        value={summary.reached}
        tone={summary.reached > 0 ? 'positive' : undefined}
        hint="at or below target"
        loading={loading}
      />
      <StatCard
        label="Above"
        icon={<ArrowUpRight size={14} />}
        value={summary.above}
        hint="still above target"
        loading={loading}
      />
      <StatCard
        label="Avg Distance"
        icon={<Target size={14} />}
        value={formatPercent(summary.avgDistancePercent, { signed: true })}
        hint="live price vs target"
        loading={loading}
      />
    </div>
  );
}
