import { Banknote, Landmark, PiggyBank } from 'lucide-react';
import { StatCard } from '../../../components/ui';
import { Amount } from '../../format/Money';
import type { FundsData } from '../api/types';
import { fundsFigures } from './holdingsLive';

/** Paper-broker funds (GET /funds): available cash, net and utilised. */
export function FundsCards({ data, loading, failed }: { data: FundsData | undefined; loading: boolean; failed: boolean }) {
  const f = fundsFigures(data);
  const value = (n: number | undefined) => (failed ? <span className="muted">Unavailable</span> : <Amount value={n} />);
  return (
    <div className="stats pf-stats" aria-label="Funds">
      <StatCard label="Available cash" icon={<Banknote size={14} />} value={value(f?.cash)} hint="Equity segment" loading={loading} />
      <StatCard label="Net" icon={<Landmark size={14} />} value={value(f?.net)} hint="Cash and collateral" loading={loading} />
      <StatCard label="Utilised" icon={<PiggyBank size={14} />} value={value(f?.utilised)} hint="Margins and debits" loading={loading} />
    </div>
  );
}
