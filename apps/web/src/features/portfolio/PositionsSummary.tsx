import { Layers, Percent, TrendingUp, Wallet } from 'lucide-react';
import { useState } from 'react';
import type { PortfolioSummary } from '@app/formatting';
import { StatCard } from '../../shared/ui';
import { Amount, Pnl } from '../../shared/format/Money';
import { formatQuantity } from '../../shared/format/numbers';
import { asShown } from '../../shared/format/round';

export interface PositionsSummaryProps {
  summary: PortfolioSummary;
  /** Number of positions shown (after any filter). */
  count: number;
  loading?: boolean;
  /** Start Investment and Unrealized P&L in compact (K / L / Cr) form. */
  defaultCompact?: boolean;
}

/** The four positions summary cards; Investment and Unrealized P&L switch compact/full on click. */
export function PositionsSummary({ summary, count, loading, defaultCompact = false }: PositionsSummaryProps) {
  const [compactInvestment, setCompactInvestment] = useState(defaultCompact);
  const [compactPnl, setCompactPnl] = useState(defaultCompact);
  return (
    <div className="stats pf-stats">
      <StatCard
        label="Investment"
        icon={<Wallet size={14} />}
        value={<Amount value={summary.totalInvestment} compact={compactInvestment} />}
        onToggle={() => setCompactInvestment((c) => !c)}
        toggleLabel={compactInvestment ? 'Show the full amount' : 'Show the compact amount'}
        loading={loading}
      />
      <StatCard
        label="Unrealized P&L"
        icon={<TrendingUp size={14} />}
        value={<Pnl value={asShown(summary.totalProfitLoss)} compact={compactPnl} />}
        onToggle={() => setCompactPnl((c) => !c)}
        toggleLabel={compactPnl ? 'Show the full amount' : 'Show the compact amount'}
        loading={loading}
      />
      <StatCard
        label="Total Return"
        icon={<Percent size={14} />}
        value={<Pnl value={asShown(summary.totalReturnPercent, 2)} percent />}
        loading={loading}
      />
      <StatCard
        label="Positions"
        icon={<Layers size={14} />}
        value={formatQuantity(count)}
        hint={`${summary.profitCount} in profit · ${summary.lossCount} in loss`}
        loading={loading}
      />
    </div>
  );
}
