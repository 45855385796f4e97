import { Layers, Percent, TrendingDown } from 'lucide-react';
import { useState } from 'react';
import { StatCard } from '../../shared/ui';
import { Amount } from '../../shared/format/Money';
import { formatPercent } from '../../shared/format/numbers';
import type { LossSummary } from './lossMath';

/** The loss-cover cards: Positions, Total Loss (switches compact/full on click) and Avg Loss %. */
export function LossCoverSummaryCards({
  summary,
  loading,
  className,
}: {
  summary: LossSummary;
  loading?: boolean;
  className?: string;
}) {
  const [compact, setCompact] = useState(false);
  return (
    <div className={className ?? 'stats lc-stats'}>
      <StatCard
        label="Positions"
        icon={<Layers size={14} />}
        value={summary.positions}
        hint="in the loss range"
        loading={loading}
      />
      <StatCard
        label="Total Loss"
        icon={<TrendingDown size={14} />}
        value={<Amount value={summary.totalLoss} compact={compact} />}
        tone={summary.totalLoss > 0 ? 'negative' : undefined}
        hint="to recover at current prices"
        onToggle={() => setCompact((c) => !c)}
        loading={loading}
      />
      <StatCard
        label="Avg Loss %"
        icon={<Percent size={14} />}
        value={formatPercent(summary.avgLossPercent)}
        tone={(summary.avgLossPercent ?? 0) > 0 ? 'negative' : undefined}
        hint="below buy price"
        loading={loading}
      />
    </div>
  );
}
