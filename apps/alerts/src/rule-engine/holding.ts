import { Decimal } from 'decimal.js';
import type { Position } from '@app/contracts';
import type { Holding } from './level-from-position.js';

export type HeldPosition = Pick<Position, 'instrumentToken' | 'buyPrice' | 'quantity' | 'positionType'>;

/**
 * The user's holding in one instrument from their open positions: several lots of one side make one
 * holding at their quantity-weighted average cost. Lots on both sides net out; the larger side is the
 * holding, at its own average cost. Undefined when nothing is held: a position rule then waits.
 */
export function holdingOf(positions: readonly HeldPosition[], token: number): Holding | undefined {
  const sides = { BUY: { q: 0, cost: new Decimal(0) }, SELL: { q: 0, cost: new Decimal(0) } };
  for (const p of positions) {
    if (p.instrumentToken !== token || !(p.quantity > 0)) continue;
    const s = sides[p.positionType];
    s.q += p.quantity;
    s.cost = s.cost.plus(new Decimal(p.buyPrice).times(p.quantity));
  }
  const net = sides.BUY.q - sides.SELL.q;
  if (net === 0) return undefined;
  const side = net > 0 ? 'BUY' : 'SELL';
  const s = sides[side];
  return {
    side,
    quantity: Math.abs(net),
    averageCost: s.cost.div(s.q).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toNumber(),
  };
}
