import { Coins, Layers, Repeat } from 'lucide-react';
import { useState } from 'react';
import { StatCard } from '../../shared/ui';
import { Pnl } from '../../shared/format/Money';
import { toneOf } from '../../shared/format/numbers';
import type { DataStatus } from '../../shared/api/useApiData';
import type { RebuySummary } from './rebuySummary';
import { entriesLabel, opportunitiesHint } from './rebuySummary';

const UNKNOWN = '—';

/**
 * The re-buy cards: Symbols, Original P&L and Current Gain/Loss (the last two switch compact/full on
 * click). A failed load shows no figures and no hints rather than zeros.
 */
export function RebuySummaryCards({
  summary,
  status,
  className,
}: {
  summary: RebuySummary;
  status: DataStatus;
  className?: string;
}) {
  const [compactOriginal, setCompactOriginal] = useState(false);
  const [compactCurrent, setCompactCurrent] = useState(false);
  const loading = status === 'loading';
  const known = status === 'ready';
  return (
    <div className={className ?? 'stats rb-stats'}>
      <StatCard
        label="Symbols"
        icon={<Layers size={14} />}
        value={known ? summary.totalGroups : UNKNOWN}
        hint={known ? entriesLabel(summary.totalEntries) : undefined}
        loading={loading}
      />
      <StatCard
        label="Original P&L"
        icon={<Coins size={14} />}
        value={known ? <Pnl value={summary.totalOriginalGainLoss} compact={compactOriginal} /> : UNKNOWN}
        tone={known ? toneOf(summary.totalOriginalGainLoss) : undefined}
        hint="(sell - buy) x qty of the sales"
        onToggle={() => setCompactOriginal((c) => !c)}
        loading={loading}
      />
      <StatCard
        label="Current Gain/Loss"
        icon={<Repeat size={14} />}
        value={known ? <Pnl value={summary.totalCurrentGainLoss} compact={compactCurrent} /> : UNKNOWN}
        tone={known ? toneOf(summary.totalCurrentGainLoss) : undefined}
        hint={opportunitiesHint(summary.opportunities, status)}
        onToggle={() => setCompactCurrent((c) => !c)}
        loading={loading}
      />
    </div>
  );
}
