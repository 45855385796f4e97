import type { Position } from '@app/contracts/portfolio/types';
import { formatPercent, formatPrice, formatQuantity, toneOf } from '../../shared/format/numbers';
import { useLivePrice } from '../../shared/live/useLivePrice';

/** What a sale acts on: the position's side, size, entry and live price. */
export function PositionFacts({ position }: { position: Position }) {
  const live = useLivePrice(position.instrumentToken);
  const price = live?.last_price ?? position.livePrice;
  const change = live?.change_percent ?? position.changePercent;
  return (
    <dl className="pf-facts">
      <div>
        <dt>Position</dt>
        <dd>
          {position.positionType === 'SELL' ? 'Short' : 'Long'} {formatQuantity(position.quantity)} ×{' '}
          {position.tradingSymbol}
        </dd>
      </div>
      <div>
        <dt>Buy price</dt>
        <dd className="num">{formatPrice(position.buyPrice)}</dd>
      </div>
      <div>
        <dt>Live price</dt>
        <dd className="num">
          {price ? formatPrice(price) : '—'}{' '}
          {price ? <span className={`tone-${toneOf(change)}`}>{formatPercent(change, { signed: true })}</span> : null}
        </dd>
      </div>
    </dl>
  );
}
