import { Decimal } from 'decimal.js';
import type { PositionType } from '@app/formatting';
import { percentFrom, toLevel, type PriceLevel } from './level-from-price.js';

/** The user's holding in the rule's instrument: average cost, quantity (> 0) and side. */
export interface Holding {
  averageCost: number;
  quantity: number;
  side: PositionType;
}

/** A rise in price is a gain for a long (BUY) holding and a loss for a short (SELL) one. */
const gainDirection = (side: PositionType, gain: boolean) => ((side === 'SELL') === gain ? 'down' : 'up');

/**
 * change_pct_from_avg_cost: the average cost moved by v percent. The price moves that way whatever
 * the side: "5 % above my cost" is a price above the cost, for a short too.
 */
export function levelFromAverageCost(h: Holding, percent: number): PriceLevel {
  return { level: percentFrom(h.averageCost, percent), direction: percent > 0 ? 'up' : 'down' };
}

/**
 * position_pnl (₹): for a long, P&L = (p - a) x q reaches v at p = a + v/q (up when v >= 0, a gain);
 * for a short, P&L = (a - p) x q reaches v at p = a - v/q (down when v >= 0).
 */
export function levelFromPnl(h: Holding, rupees: number): PriceLevel {
  const perShare = new Decimal(rupees).div(h.quantity);
  const level = h.side === 'SELL' ? new Decimal(h.averageCost).minus(perShare) : perShare.plus(h.averageCost);
  return { level: toLevel(level), direction: gainDirection(h.side, rupees >= 0) };
}

/**
 * position_pnl_pct: the return on cost reaches v percent. Long: p = a x (1 + v/100); short (the return
 * is (a - p) / a): p = a x (1 - v/100). Up for a long's gain, down for a short's.
 */
export function levelFromPnlPercent(h: Holding, percent: number): PriceLevel {
  const signed = h.side === 'SELL' ? -percent : percent;
  return { level: percentFrom(h.averageCost, signed), direction: gainDirection(h.side, percent >= 0) };
}
