import clsx from 'clsx';
import type { DashboardIndex } from '@app/contracts/market/messages';
import { formatNumber, formatPercent, toneOf } from '../../shared/format/numbers';
import { useLivePrice } from '../../shared/live/useLivePrice';

/** One index in the header: 2-decimal price and the day's change, live. */
export function IndexTile({ index }: { index: DashboardIndex }) {
  const live = useLivePrice(index.instrument_token);
  const price = live?.last_price ?? index.price;
  const prev = live?.ohlc?.close ?? index.previousClose;
  const change = live ? (live.change ?? (prev ? live.last_price - prev : null)) : index.change;
  const changePercent = live ? live.change_percent : index.changePercent;
  const tone = toneOf(change);
  return (
    <div className="index-tile" data-testid={`index-tile-${index.instrument_token}`} title={index.name}>
      <span className="index-tile__name">{index.tradingsymbol}</span>
      <span className={clsx('index-tile__pct num', `tone-${tone}`)}>
        {formatPercent(changePercent, { signed: true })}
      </span>
      <span className="index-tile__price num">{formatNumber(price)}</span>
      <span className={clsx('index-tile__change num', `tone-${tone}`)}>
        {change !== null && change !== undefined ? `${change > 0 ? '+' : ''}${formatNumber(change)}` : ''}
      </span>
    </div>
  );
}
