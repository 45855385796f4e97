import { Badge } from '../../shared/ui';
import { MARKET_SESSION_LABEL } from './marketStatus';
import { useMarketSession } from './useMarketSession';

const TONE = { 'pre-open': 'warning', open: 'success', closed: 'neutral' } as const;

export function MarketStatusBadge() {
  const session = useMarketSession();
  return (
    <Badge tone={TONE[session]} dot className="market-badge" title="Market session by your clock (NSE hours)">
      <span data-testid="market-status">{MARKET_SESSION_LABEL[session]}</span>
    </Badge>
  );
}
