import { Coins, Layers, Repeat } from 'lucide-react';
import { useState } from 'react';
import { StatCard } from '../../../components/ui';
import { Pnl } from '../../format/Money';
import { toneOf } from '../../format/numbers';
import type { RebuySummary } from '../utils/rebuySummary';
import { entriesLabel } from '../utils/rebuySummary';

/** Part 2's re-buy cards: Symbols, Original P&L and Current Gain/Loss (the last two switch compact/full on click). */
export function RebuySummaryCards({ summary, loading, className }: { summary: RebuySummary; loading?: boolean; className?: string }) {
  const [compactOriginal, setCompactOriginal] = useState(false);
  const [compactCurrent, setCompactCurrent] = useState(false);
  return (
    <div className={className ?? 'stats rb-stats'}>
      <StatCard label="Symbols" icon={<Layers size={14} />} value={summary.totalGroups} hint={entriesLabel(summary.totalEntries)} loading={loading} />
      <StatCard
        label="Original P&L"
        icon={<Coins size={14} />}
        value={<Pnl value={summary.totalOriginalGainLoss} compact={compactOriginal} />}
        tone={toneOf(summary.totalOriginalGainLoss)}
        hint="(sell - buy) x qty of the sales"
        onToggle={() => setCompactOriginal((c) => !c)}
        loading={loading}
      />
      <StatCard
        label="Current Gain/Loss"
        icon={<Repeat size={14} />}
        value={<Pnl value={summary.totalCurrentGainLoss} compact={compactCurrent} />}
        tone={toneOf(summary.totalCurrentGainLoss)}
        hint={`${summary.opportunities} ${summary.opportunities === 1 ? 'entry' : 'entries'} cheaper than sold`}
        onToggle={() => setCompactCurrent((c) => !c)}
        loading={loading}
      />
    </div>
  );
}
