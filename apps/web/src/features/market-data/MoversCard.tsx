import { TrendingDown, TrendingUp } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { MarketQuote } from '@app/contracts/market/messages';
import { Card, EmptyState } from '../../shared/ui';
import { Pnl, Price } from '../../shared/format/Money';
import { chartPath } from '../instruments';
import { roundShown } from './marketRows';
import './market-data.css';

/** Top gainers or losers of the day, each opening its chart. */
export function MoversCard({
  title,
  rows,
  direction,
}: {
  title: string;
  rows: readonly MarketQuote[];
  direction: 'up' | 'down';
}) {
  const Icon = direction === 'up' ? TrendingUp : TrendingDown;
  return (
    <Card
      title={
        <span className="movers__title">
          <Icon size={16} className={direction === 'up' ? 'tone-positive' : 'tone-negative'} aria-hidden="true" />
          {title}
        </span>
      }
      className="movers"
      aria-label={title}
    >
      {rows.length === 0 ? (
        <EmptyState title={`No ${title.toLowerCase()} yet`} hint="They appear once the market has moved today." />
      ) : (
        <ol className="movers__list">
          {rows.map((r, i) => (
            <li key={r.instrument_token}>
              <Link
                className="movers__row"
                to={chartPath(r.tradingsymbol, r.instrument_token)}
                aria-label={`${r.tradingsymbol}: open chart`}
              >
                <span className="movers__rank num">{i + 1}</span>
                <span className="movers__names">
                  <span className="cell-main">{r.tradingsymbol}</span>
                  <span className="cell-sub">{r.name}</span>
                </span>
                <span className="movers__figures">
                  <Price value={r.last_price} />
                  <Pnl value={roundShown(r.change_percent)} percent className="movers__pct" />
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
