import { Decimal } from 'decimal.js';
import type { StoredTrade } from './ledger-rows.js';

/** One side of a day's trades in one key, summed. */
export interface DaySide {
  quantity: Decimal;
  /** Value-weighted average price of the side. */
  average: Decimal;
  /** Sum of the side's charges; null when any of its trades has none recorded. */
  charges: Decimal | null;
  first: StoredTrade;
}

/** A day's trades in one key after netting: the matched part is intraday, the rest is delivery. */
export interface NettedDay {
  date: string;
  buy: DaySide | null;
  sell: DaySide | null;
  /** min(bought, sold): squared off within the day, realised at the day's average sell less average buy. */
  intraday: Decimal;
}

function sideOf(trades: readonly StoredTrade[]): DaySide | null {
  if (trades.length === 0) return null;
  // Most days hold one trade per key: its price is the average, without a decimal division.
  if (trades.length === 1) {
    const t = trades[0];
    const charges = t.charges === null ? null : new Decimal(t.charges);
    return { quantity: new Decimal(t.quantity), average: new Decimal(t.price), charges, first: t };
  }
  let quantity = new Decimal(0);
  let value = new Decimal(0);
  let charges: Decimal | null = new Decimal(0);
  for (const t of trades) {
    quantity = quantity.plus(t.quantity);
    value = value.plus(new Decimal(t.quantity).times(t.price));
    charges = charges && t.charges !== null ? charges.plus(t.charges) : null;
  }
  return { quantity, average: value.div(quantity), charges, first: trades[0] };
}

/**
 * Nets one day's buys and sells of one key, as Console does: same-day buys and sells pair first
 * (whatever their order within the day), and only what is left of either side is delivery.
 */
export function netDay(date: string, trades: readonly StoredTrade[]): NettedDay {
  const buys: StoredTrade[] = [];
  const sells: StoredTrade[] = [];
  for (const t of trades) (t.side === 'buy' ? buys : sells).push(t);
  const buy = sideOf(buys);
  const sell = sideOf(sells);
  const intraday = buy && sell ? Decimal.min(buy.quantity, sell.quantity) : new Decimal(0);
  return { date, buy, sell, intraday };
}

/** A share of a side's charges, in proportion to quantity. */
export function chargesShare(side: DaySide, quantity: Decimal): Decimal | null {
  return side.charges ? side.charges.times(quantity).div(side.quantity) : null;
}
