import type { Holding, Position } from '@app/contracts/portfolio/types';
import { Banknote, PiggyBank, TrendingUp, Wallet } from 'lucide-react';
import { StatCard } from '../../shared/ui';
import { formatAmount, formatPercent, formatSignedAmount, toneOf } from '../../shared/format/numbers';
import { useLiveRows } from '../../shared/live/useLiveRows';
import type { OverviewData } from './loadOverview';
import { holdingWithTick, overviewTotals, positionWithTick } from './summaryMath';

const holdingToken = (h: Holding) => h.instrument_token;
const positionToken = (p: Position) => p.instrumentToken;
const EMPTY_H: Holding[] = [];
const EMPTY_P: Position[] = [];
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Portfolio Value, Total P&L, Total Invested and Available Cash, at live prices. */
export function SummaryCards({ data, loading }: { data: OverviewData | undefined; loading: boolean }) {
  const holdings = useLiveRows(data?.holdings ?? EMPTY_H, holdingToken, holdingWithTick);
  const positions = useLiveRows(data?.positions ?? EMPTY_P, positionToken, positionWithTick);
  const t = overviewTotals(holdings, positions, data?.cash ?? null, data?.orders ?? []);
  const failed = new Set(data?.failed ?? []);
  const books =
    failed.has('holdings') && failed.has('positions')
      ? 'Holdings and positions unavailable'
      : `${plural(t.holdings, 'holding')} · ${plural(t.positions, 'position')}`;

  return (
    <div className="stats overview-stats" aria-label="Portfolio summary" role="group">
      <StatCard
        label="Portfolio Value"
        icon={<Wallet size={14} />}
        value={formatAmount(t.portfolioValue)}
        hint={t.unpriced > 0 ? `${books} · ${t.unpriced} at cost (no price)` : books}
        loading={loading}
      />
      <StatCard
        label="Total P&L"
        icon={<TrendingUp size={14} />}
        value={formatSignedAmount(t.totalPnl)}
        tone={toneOf(t.totalPnl)}
        hint={`${formatPercent(t.totalPnlPercent, { signed: true })} on the amount invested`}
        loading={loading}
      />
      <StatCard
        label="Total Invested"
        icon={<PiggyBank size={14} />}
        value={formatAmount(t.totalInvested)}
        hint="Cost of holdings and positions"
        loading={loading}
      />
      <StatCard
        label="Available Cash"
        icon={<Banknote size={14} />}
        value={formatAmount(t.availableCash)}
        hint={
          failed.has('funds')
            ? 'Funds unavailable'
            : failed.has('orders')
              ? 'Orders unavailable'
              : t.pendingOrders > 0
                ? `${plural(t.pendingOrders, 'pending order')}`
                : 'No pending orders'
        }
        loading={loading}
      />
    </div>
  );
}
