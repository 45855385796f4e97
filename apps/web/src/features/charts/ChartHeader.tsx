import { Badge } from '../../shared/ui';
import { formatNumber, formatPercent, formatPrice, toneOf } from '../../shared/format/numbers';

export interface ChartHeaderProps {
  symbol: string;
  name?: string;
  exchange?: string;
  price: number | null;
  change: number | null;
  changePercent: number | null;
  live: boolean;
}

/** The instrument's name and its live price with the day's change. */
export function ChartHeader({ symbol, name, exchange, price, change, changePercent, live }: ChartHeaderProps) {
  const tone = toneOf(changePercent ?? change);
  return (
    <div className="chart-head">
      <div className="chart-head__names">
        <h2 className="chart-head__symbol">
          {symbol}
          {exchange && <Badge>{exchange}</Badge>}
        </h2>
        {name && <p className="chart-head__name">{name}</p>}
      </div>
      <div className="chart-head__quote" aria-live="polite" data-testid="chart-price">
        <span className="chart-head__price num">{formatPrice(price)}</span>
        <span className={`chart-head__change num tone-${tone}`}>
          {change !== null && `${change > 0 ? '+' : ''}${formatNumber(change, 2)} `}(
          {formatPercent(changePercent, { signed: true })})
        </span>
        <Badge tone={live ? 'success' : 'neutral'} dot>
          {live ? 'Live' : 'Last known'}
        </Badge>
      </div>
    </div>
  );
}
