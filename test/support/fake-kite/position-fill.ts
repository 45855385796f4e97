import { positionRow } from './account-shapes.js';

type Row = Record<string, unknown>;

const money = (n: number) => Math.round(n * 100) / 100;
const num = (row: Row, field: string) => Number(row[field] ?? 0);

/** The part of a filled order a position is made of. */
export interface PositionFill {
  tradingsymbol: string;
  exchange: string;
  instrument_token: number;
  product: string;
  transaction_type: 'BUY' | 'SELL';
  quantity: number;
  price: number;
}

/**
 * A `/portfolio/positions` row (net or day) after a fill, as Kite reports it: the bought or sold side
 * grows by the fill (today's side too), quantity is what is left open, average_price is the open side's
 * average, value is sold minus bought, and the P&L is marked at the fill's price. `row` is the position
 * of the same symbol and product before the fill, or null when there was none.
 */
export function positionAfterFill(row: Row | null, fill: PositionFill): Row {
  const before = row ?? positionRow(fill.tradingsymbol, fill.instrument_token, 0, 0, fill.price, fill.product);
  const side = fill.transaction_type === 'BUY' ? 'buy' : 'sell';
  const next: Row = { ...before, exchange: fill.exchange, last_price: fill.price };
  for (const prefix of ['', 'day_']) {
    const quantity = num(before, `${prefix}${side}_quantity`) + fill.quantity;
    const value = money(num(before, `${prefix}${side}_value`) + fill.quantity * fill.price);
    next[`${prefix}${side}_quantity`] = quantity;
    next[`${prefix}${side}_value`] = value;
    next[`${prefix}${side}_price`] = money(value / quantity);
  }
  next[`${side}_m2m`] = next[`${side}_value`];
  const quantity = num(before, 'quantity') + (side === 'buy' ? fill.quantity : -fill.quantity);
  const open = quantity > 0 ? 'buy' : 'sell';
  const average = quantity === 0 ? 0 : num(next, `${open}_value`) / num(next, `${open}_quantity`);
  const value = money(num(next, 'sell_value') - num(next, 'buy_value'));
  const multiplier = num(before, 'multiplier') || 1;
  const pnl = money(value + quantity * fill.price * multiplier);
  const unrealised = money(quantity * (fill.price - average) * multiplier);
  return {
    ...next,
    quantity,
    average_price: money(average),
    value,
    pnl,
    m2m: pnl,
    unrealised,
    realised: money(pnl - unrealised),
  };
}

/** The account's net and day positions after a fill: the symbol's row for that product updated or added. */
export function positionsAfterFill(positions: { net: Row[]; day: Row[] }, fill: PositionFill): void {
  for (const rows of [positions.net, positions.day]) {
    const at = rows.findIndex(
      (p) => p.tradingsymbol === fill.tradingsymbol && p.exchange === fill.exchange && p.product === fill.product,
    );
    rows[at >= 0 ? at : rows.length] = positionAfterFill(at >= 0 ? rows[at] : null, fill);
  }
}
