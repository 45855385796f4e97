import { BarChart3, Briefcase, ChevronRight, LineChart } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '../../shared/ui';

const ACTIONS = [
  { to: '/dashboard/portfolio', label: 'View Portfolio', hint: 'Positions, P&L and sales', icon: Briefcase },
  { to: '/dashboard/charts', label: 'View Charts', hint: 'Candles and analysis', icon: LineChart },
  { to: '/dashboard/market-data', label: 'Market Data', hint: 'Prices, gainers and losers', icon: BarChart3 },
] as const;

export function QuickActions() {
  const id = useId();
  return (
    <Card title="Quick Actions" aria-label="Quick Actions" className="overview-card">
      <ul className="quick-actions">
        {ACTIONS.map(({ to, label, hint, icon: Icon }, i) => (
          <li key={to}>
            <Link to={to} className="quick-action" aria-describedby={`${id}-${i}`}>
              <span className="quick-action__icon" aria-hidden="true">
                <Icon size={18} />
              </span>
              <span className="quick-action__text">
                <span className="quick-action__label">{label}</span>
                <span className="quick-action__hint" id={`${id}-${i}`} aria-hidden="true">
                  {hint}
                </span>
              </span>
              <ChevronRight size={16} className="quick-action__chevron" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
