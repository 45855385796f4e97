import { Decimal } from 'decimal.js';
import type { Position } from '@app/contracts';

/** What day P&L needs of a position: the fields the portfolio service computes todaysPnL from. */
export type DayPnlPosition = Pick<
  Position,
  'instrumentToken' | 'quantity' | 'positionType' | 'yesterdayClosingPrice' | 'todaysPnL'
>;

/**
 * The portfolio's day P&L, by the portfolio service's own rule for todaysPnL (livePnl in
 * @app/formatting, used by its position replies): with a stored yesterday's close, (live - close) x q,
 * inverted for a short (SELL); without one, the stored figure the position carries, which no price
 * moves. A position whose instrument has no live price yet counts its stored figure as well.
 */
export function dayPnl(positions: readonly DayPnlPosition[], prices: ReadonlyMap<number, number>): number {
  let sum = new Decimal(0);
  for (const p of positions) {
    const live = prices.get(p.instrumentToken);
    if (p.yesterdayClosingPrice === null || live === undefined) {
      sum = sum.plus(p.todaysPnL ?? 0);
      continue;
    }
    const sign = p.positionType === 'SELL' ? -1 : 1;
    sum = sum.plus(new Decimal(live).minus(p.yesterdayClosingPrice).times(p.quantity).times(sign));
  }
  return sum.toNumber();
}
