import { Decimal } from 'decimal.js';
import type { Side } from './order-rules.js';

/** Prices and averages are kept to four decimals (numeric(18,4)), rounding half away from zero as Postgres does. */
const PRICE_DECIMALS = 4;

/** An instrument held in the paper account: quantity and the average price paid. */
export interface HeldQuantity {
  quantity: number;
  averagePrice: Decimal.Value;
}

/** The account as a fill finds it: the cash, and the holding of the order's instrument if any. */
export interface AccountState {
  cash: Decimal.Value;
  holding: HeldQuantity | null;
}

export type FillEffect =
  | { status: 'REJECTED'; reason: string }
  | { status: 'COMPLETE'; cash: Decimal; holding: { quantity: number; averagePrice: Decimal } | null };

/**
 * What filling `quantity` at `price` does to the account. A BUY needs the whole value in cash, debits
 * it, and adds to the holding at the quantity-weighted average price. A SELL needs the quantity held,
 * takes it off the holding (which goes when nothing is left, its average price unchanged otherwise),
 * and credits the value.
 */
export function fillEffect(account: AccountState, side: Side, quantity: number, price: number): FillEffect {
  const value = new Decimal(price).times(quantity);
  const held = account.holding;
  if (side === 'BUY') {
    if (new Decimal(account.cash).lt(value)) return { status: 'REJECTED', reason: 'Insufficient funds' };
    const bought = new Decimal(price).toDecimalPlaces(PRICE_DECIMALS, Decimal.ROUND_HALF_UP);
    const quantityAfter = (held?.quantity ?? 0) + quantity;
    const averagePrice = held
      ? new Decimal(held.averagePrice)
          .times(held.quantity)
          .plus(bought.times(quantity))
          .div(quantityAfter)
          .toDecimalPlaces(PRICE_DECIMALS, Decimal.ROUND_HALF_UP)
      : bought;
    return {
      status: 'COMPLETE',
      cash: new Decimal(account.cash).minus(value),
      holding: { quantity: quantityAfter, averagePrice },
    };
  }
  if (!held || held.quantity < quantity) return { status: 'REJECTED', reason: 'Insufficient quantity in holdings' };
  const left = held.quantity - quantity;
  return {
    status: 'COMPLETE',
    cash: new Decimal(account.cash).plus(value),
    holding: left === 0 ? null : { quantity: left, averagePrice: new Decimal(held.averagePrice) },
  };
}

/** Unrealised P&L of a holding at the last price: (last - average) x quantity. */
export function holdingPnl(lastPrice: number, averagePrice: Decimal.Value, quantity: number): number {
  return new Decimal(lastPrice).minus(averagePrice).times(quantity).toNumber();
}
