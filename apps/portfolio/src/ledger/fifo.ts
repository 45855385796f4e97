import { Decimal } from 'decimal.js';
import type { WorkingLot } from './lot-types.js';

/** What a sale left: the quantity no lot could cover, and where the first open lot now is. */
export interface FifoResult {
  unmatched: Decimal;
  firstOpen: number;
}

/**
 * Sells `quantity` out of the open lots first in, first out (lots are kept in buy order), recording a
 * disposal on each lot touched. `from` is the caller's note that every lot before it is closed already,
 * so a long history is not walked from its start on every sale. Whatever no lot covers is an opening
 * sell with no earlier buy.
 */
export function sellFifo(
  lots: readonly WorkingLot[],
  quantity: Decimal,
  price: Decimal,
  sellDate: string,
  tradeId: string | null,
  from = 0,
): FifoResult {
  let left = quantity;
  let i = from;
  for (; i < lots.length && left.gt(0); i++) {
    const lot = lots[i];
    if (lot.open.isZero() || lot.short) continue;
    const taken = Decimal.min(lot.open, left);
    lot.open = lot.open.minus(taken);
    lot.disposals.push({ sellDate, quantity: taken, price, cost: lot.costPerShare, intraday: false, tradeId });
    left = left.minus(taken);
    if (lot.open.gt(0)) break;
  }
  let firstOpen = from;
  while (firstOpen < lots.length && lots[firstOpen].open.isZero()) firstOpen++;
  return { unmatched: left, firstOpen: Math.min(firstOpen, i) };
}

/**
 * Closes open short lots first in, first out with a buy of `quantity` at `price`: each records a disposal
 * at the price it was sold at against the buy's price, so realised = (sold − bought) × quantity. Answers
 * the quantity no short lot covered, which opens a long lot.
 */
export function coverShortFifo(
  lots: readonly WorkingLot[],
  quantity: Decimal,
  price: Decimal,
  buyDate: string,
  tradeId: string | null,
): Decimal {
  let left = quantity;
  for (const lot of lots) {
    if (left.isZero()) break;
    if (!lot.short || lot.open.isZero()) continue;
    const taken = Decimal.min(lot.open, left);
    lot.open = lot.open.minus(taken);
    lot.disposals.push({
      sellDate: buyDate,
      quantity: taken,
      price: lot.costPerShare,
      cost: price,
      intraday: false,
      tradeId,
    });
    left = left.minus(taken);
  }
  return left;
}
