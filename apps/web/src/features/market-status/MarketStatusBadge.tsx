import clsx from 'clsx';
import { Badge } from '../../shared/ui';
import { useNow } from '../../shared/ui/useNow';
import { MARKET_STATUS_REFRESH_MS } from './marketStatus';
import { badgeView } from './statusReply';
import { useMarketStatus } from './useMarketStatus';
import './marketStatus.css';

const TONE = { 'pre-open': 'warning', open: 'success', closed: 'neutral' } as const;

/**
 * NSE's state in the header, by the exchanges' calendar: "Market Closed" over "Guru Nanak Jayanti" on a
 * holiday, every exchange's state and next open in the tooltip. Until the first answer it reads NSE's
 * regular hours off the IST clock, so the header is never empty.
 */
export function MarketStatusBadge() {
  const { snapshot } = useMarketStatus();
  // Only the clock's stand-in moves by itself; an answer changes when the next one comes.
  const now = useNow(MARKET_STATUS_REFRESH_MS, !snapshot);
  const view = badgeView(snapshot, now);
  return (
    <Badge
      tone={TONE[view.session]}
      dot
      className={clsx('market-badge', view.note && 'market-badge--noted')}
      title={view.title}
    >
      <span className="market-badge__text">
        <span data-testid="market-status" data-source={view.source}>
          {view.label}
        </span>
        {view.note && (
          <span className="market-badge__note" data-testid="market-status-note">
            {view.note}
          </span>
        )}
      </span>
    </Badge>
  );
}
