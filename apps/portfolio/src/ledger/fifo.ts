import { Decimal } from 'decimal.js';
import type { WorkingLot } from './lot-types.js';

/**
 * Sells `quantity` out of the open lots first in, first out (lots are kept in buy order), recording a
 * disposal on each lot touched. Answers what could not be matched: an opening sell with no earlier buy.
 */
export function sellFifo(
  lots: readonly WorkingLot[],
  quantity: Decimal,
  price: Decimal,
  sellDate: string,
  tradeId: string | null,
): Decimal {
  let left = quantity;
  for (const lot of lots) {
    if (left.isZero()) break;
    if (lot.open.isZero()) continue;
    const taken = Decimal.min(lot.open, left);
    lot.open = lot.open.minus(taken);
    lot.disposals.push({ sellDate, quantity: taken, price, cost: lot.costPerShare, intraday: false, tradeId });
    left = left.minus(taken);
  }
  return left;
}
