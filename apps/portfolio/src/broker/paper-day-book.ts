import { Decimal } from 'decimal.js';
import type { BrokerPosition, BrokerTrade } from '@app/contracts';

/** A filled paper order, as the day's trades and positions are built from it. */
export interface PaperFill {
  orderId: string;
  tradingsymbol: string;
  exchange: string;
  instrumentToken: number;
  side: 'BUY' | 'SELL';
  product: string;
  quantity: number;
  price: string;
  orderedAt: Date;
  filledAt: Date;
}

const IST_OFFSET_MS = 330 * 60_000;

/** When the IST trading day of `now` began: Kite's trades and day positions reset then. */
export function istDayStart(now: Date): Date {
  const shifted = new Date(now.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()) - IST_OFFSET_MS);
}

/** Each paper fill is one trade (a paper order fills whole, at one price), in Kite's trade shape. */
export function paperTrades(fills: readonly PaperFill[]): BrokerTrade[] {
  return fills.map((f) => ({
    trade_id: f.orderId,
    order_id: f.orderId,
    exchange_order_id: null,
    tradingsymbol: f.tradingsymbol,
    exchange: f.exchange,
    instrument_token: f.instrumentToken,
    transaction_type: f.side,
    product: f.product,
    average_price: Number(f.price),
    quantity: f.quantity,
    fill_timestamp: f.filledAt.toISOString(),
    order_timestamp: f.orderedAt.toISOString(),
    exchange_timestamp: f.filledAt.toISOString(),
  }));
}

/**
 * The day's positions from the day's fills, one per instrument and product, in Kite's position shape:
 * quantity = bought - sold, value = sold value - bought value, and P&L = value + quantity x last price
 * (Kite's formula, multiplier 1); what is closed out is realised, the open rest unrealised.
 */
export function paperDayPositions(
  fills: readonly PaperFill[],
  lastPrices: ReadonlyMap<number, number>,
): BrokerPosition[] {
  const groups = new Map<string, PaperFill[]>();
  for (const f of fills) {
    const key = `${f.instrumentToken}:${f.product}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  return [...groups.values()].map((g) => {
    const sum = (side: 'BUY' | 'SELL') => {
      const of = g.filter((f) => f.side === side);
      const qty = of.reduce((n, f) => n + f.quantity, 0);
      const value = of.reduce((v, f) => v.plus(new Decimal(f.price).times(f.quantity)), new Decimal(0));
      return { qty, value, price: qty ? value.div(qty) : new Decimal(0) };
    };
    const buy = sum('BUY');
    const sell = sum('SELL');
    const quantity = buy.qty - sell.qty;
    const last = lastPrices.get(g[0].instrumentToken) ?? 0;
    const value = sell.value.minus(buy.value);
    const pnl = value.plus(new Decimal(last).times(quantity));
    const average = quantity > 0 ? buy.price : quantity < 0 ? sell.price : new Decimal(0);
    const unrealised = new Decimal(last).minus(average).times(quantity);
    return {
      tradingsymbol: g[0].tradingsymbol,
      exchange: g[0].exchange,
      instrument_token: g[0].instrumentToken,
      product: g[0].product,
      quantity,
      overnight_quantity: 0,
      multiplier: 1,
      average_price: average.toDecimalPlaces(4).toNumber(),
      close_price: 0,
      last_price: last,
      value: value.toNumber(),
      pnl: pnl.toNumber(),
      m2m: pnl.toNumber(),
      unrealised: quantity === 0 ? 0 : unrealised.toNumber(),
      realised: quantity === 0 ? pnl.toNumber() : pnl.minus(unrealised).toNumber(),
      buy_quantity: buy.qty,
      buy_price: buy.price.toDecimalPlaces(4).toNumber(),
      buy_value: buy.value.toNumber(),
      sell_quantity: sell.qty,
      sell_price: sell.price.toDecimalPlaces(4).toNumber(),
      sell_value: sell.value.toNumber(),
      day_buy_quantity: buy.qty,
      day_sell_quantity: sell.qty,
    };
  });
}
