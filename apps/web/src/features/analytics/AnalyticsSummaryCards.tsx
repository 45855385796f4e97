import { Activity, ArrowDownFromLine, ArrowUpFromLine, LineChart } from 'lucide-react';
import { StatCard } from '../../shared/ui';
import { formatPercent, formatQuantity, toneOf } from '../../shared/format/numbers';
import type { AnalyticsSummary } from './sortSummary';

/** The four analytics cards: Instruments, Live Prices, Avg from Low, Avg from High. */
export function AnalyticsSummaryCards({
  summary,
  total,
  loading,
}: {
  summary: AnalyticsSummary;
  total: number;
  loading?: boolean;
}) {
  return (
    <div className="stats an-stats">
      <StatCard
        label="Instruments"
        value={formatQuantity(summary.instruments)}
        hint={summary.instruments === total ? 'tracked' : `of ${formatQuantity(total)} tracked`}
        icon={<LineChart size={14} />}
        loading={loading}
      />
      <StatCard
        label="Live Prices"
        value={`${formatQuantity(summary.livePrices)} / ${formatQuantity(summary.instruments)}`}
        hint="with a live tick"
        icon={<Activity size={14} />}
        loading={loading}
      />
      <StatCard
        label="Avg from Low"
        value={formatPercent(summary.avgFromLow, { signed: true })}
        tone={toneOf(summary.avgFromLow)}
        hint="above the low after the peak"
        icon={<ArrowUpFromLine size={14} />}
        loading={loading}
      />
      <StatCard
        label="Avg from High"
        value={formatPercent(summary.avgFromHigh)}
        tone={toneOf(summary.avgFromHigh === null ? null : -summary.avgFromHigh)}
        hint="below the peak"
        icon={<ArrowDownFromLine size={14} />}
        loading={loading}
      />
    </div>
  );
}
