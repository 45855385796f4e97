import type { FundsReply } from '@app/contracts/portfolio/rpc';
import { Banknote, Landmark, PiggyBank } from 'lucide-react';
import { StatCard } from '../../shared/ui';
import { Amount } from '../../shared/format/Money';
import { fundsFigures } from './holdingsLive';
import { istTime } from '../broker-connection';

/** The account's funds (GET /funds), from Zerodha or the paper broker: available cash, net and utilised. */
export function FundsCards({
  data,
  loading,
  failed,
}: {
  data: FundsReply | undefined;
  loading: boolean;
  failed: boolean;
}) {
  const f = fundsFigures(data);
  const value = (n: number | undefined) => (failed ? <span className="muted">Unavailable</span> : <Amount value={n} />);
  return (
    <div className="stats pf-stats" aria-label="Funds">
      <StatCard
        label="Available cash"
        icon={<Banknote size={14} />}
        value={value(f?.cash)}
        hint={
          data?.source === 'kite'
            ? `Equity segment · Zerodha${data.as_of ? ` · as of ${istTime(data.as_of)}` : ''}`
            : 'Equity segment'
        }
        loading={loading}
      />
      <StatCard
        label="Net"
        icon={<Landmark size={14} />}
        value={value(f?.net)}
        hint="Cash and collateral"
        loading={loading}
      />
      <StatCard
        label="Utilised"
        icon={<PiggyBank size={14} />}
        value={value(f?.utilised)}
        hint="Margins and debits"
        loading={loading}
      />
    </div>
  );
}
