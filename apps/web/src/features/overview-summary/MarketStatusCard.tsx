import { Badge, Card, type BadgeTone } from '../../shared/ui';
import { MARKET_STATUS_REFRESH_MS } from '../market-status';
import { EXCHANGES, exchangeStatus, type ExchangeState } from './exchangeClock';
import { useNow } from '../../shared/ui/useNow';

const NAMES = {
  NSE: 'National Stock Exchange',
  BSE: 'BSE (Bombay Stock Exchange)',
  MCX: 'Multi Commodity Exchange',
} as const;
const TONE: Record<ExchangeState, BadgeTone> = { Open: 'success', 'Pre-Market': 'warning', Closed: 'neutral' };

/** Each exchange's session by this device's clock, re-evaluated every 30 s. */
export function MarketStatusCard() {
  const now = useNow(MARKET_STATUS_REFRESH_MS);
  return (
    <Card
      title="Market Status"
      subtitle="By the exchanges' clock (IST); weekends closed, holidays not known."
      aria-label="Market Status"
      className="overview-card"
    >
      <ul className="market-list">
        {EXCHANGES.map((exchange) => {
          const s = exchangeStatus(exchange, new Date(now));
          return (
            <li key={exchange} className="market-row" data-testid={`market-${exchange}`}>
              <span className="market-row__names">
                <span className="cell-main">{exchange}</span>
                <span className="cell-sub">{NAMES[exchange]}</span>
              </span>
              <span className="market-row__state">
                <Badge tone={TONE[s.state]} dot>
                  {s.state}
                </Badge>
                <span className="market-row__line">{s.line}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
