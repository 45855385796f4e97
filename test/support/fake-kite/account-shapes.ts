/** Kite-shaped account rows for the fake (kiteconnect-mocks' holdings, positions, margins and trades). */
type Row = Record<string, unknown>;

/** Kite's timestamps: `yyyy-mm-dd hh:mm:ss` in IST. */
export function kiteTimestamp(at = new Date()): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}

const SEGMENT = {
  enabled: true,
  net: 99725.05,
  available: {
    adhoc_margin: 0,
    cash: 245431.6,
    opening_balance: 245431.6,
    live_balance: 99725.05,
    collateral: 0,
    intraday_payin: 0,
  },
  utilised: {
    debits: 145706.55,
    exposure: 38981.25,
    m2m_realised: 761.7,
    m2m_unrealised: 0,
    option_premium: 0,
    payout: 0,
    span: 101989,
    holding_sales: 0,
    turnover: 0,
    liquid_collateral: 0,
    stock_collateral: 0,
    delivery: 0,
  },
};

/** `/user/margins` (market-facts §2.6), with the account's own figures over the mock's. */
export function kiteMargins(own: Row): Row {
  const equity = { ...SEGMENT, ...((own.equity as Row) ?? {}) };
  return { equity, commodity: { ...SEGMENT, ...((own.commodity as Row) ?? {}) } };
}

/** A `/portfolio/holdings` row. */
export function holdingRow(
  tradingsymbol: string,
  instrumentToken: number,
  quantity: number,
  averagePrice: number,
  lastPrice: number,
  closePrice = lastPrice,
): Row {
  return {
    tradingsymbol,
    exchange: 'NSE',
    instrument_token: instrumentToken,
    isin: `INE${String(instrumentToken).padStart(9, '0')}`,
    product: 'CNC',
    price: 0,
    quantity,
    used_quantity: 0,
    t1_quantity: 0,
    realised_quantity: quantity,
    authorised_quantity: 0,
    authorised_date: '2026-11-24 00:00:00',
    opening_quantity: quantity,
    collateral_quantity: 0,
    collateral_type: '',
    discrepancy: false,
    average_price: averagePrice,
    last_price: lastPrice,
    close_price: closePrice,
    pnl: Math.round((lastPrice - averagePrice) * quantity * 100) / 100,
    day_change: Math.round((lastPrice - closePrice) * 100) / 100,
    day_change_percentage: closePrice ? ((lastPrice - closePrice) / closePrice) * 100 : 0,
  };
}

/** A `/portfolio/positions` row (net or day). */
export function positionRow(
  tradingsymbol: string,
  instrumentToken: number,
  quantity: number,
  averagePrice: number,
  lastPrice: number,
  product = 'MIS',
): Row {
  const buy = quantity > 0 ? quantity : 0;
  const sell = quantity < 0 ? -quantity : 0;
  const value = -quantity * averagePrice;
  const pnl = Math.round((value + quantity * lastPrice) * 100) / 100;
  return {
    tradingsymbol,
    exchange: 'NSE',
    instrument_token: instrumentToken,
    product,
    quantity,
    overnight_quantity: 0,
    multiplier: 1,
    average_price: averagePrice,
    close_price: 0,
    last_price: lastPrice,
    value,
    pnl,
    m2m: pnl,
    unrealised: pnl,
    realised: 0,
    buy_quantity: buy,
    buy_price: buy ? averagePrice : 0,
    buy_value: buy * averagePrice,
    buy_m2m: buy * averagePrice,
    sell_quantity: sell,
    sell_price: sell ? averagePrice : 0,
    sell_value: sell * averagePrice,
    sell_m2m: sell * averagePrice,
    day_buy_quantity: buy,
    day_buy_price: buy ? averagePrice : 0,
    day_buy_value: buy * averagePrice,
    day_sell_quantity: sell,
    day_sell_price: sell ? averagePrice : 0,
    day_sell_value: sell * averagePrice,
  };
}

/** The `/trades` row of an order that filled whole. */
export function kiteTrade(order: Row, n: number): Row {
  return {
    trade_id: String(10000000 + n),
    order_id: order.order_id,
    exchange: order.exchange,
    tradingsymbol: order.tradingsymbol,
    instrument_token: order.instrument_token,
    product: order.product,
    average_price: order.average_price,
    quantity: order.filled_quantity,
    exchange_order_id: order.exchange_order_id,
    transaction_type: order.transaction_type,
    fill_timestamp: order.exchange_timestamp,
    order_timestamp: String(order.order_timestamp).slice(11),
    exchange_timestamp: order.exchange_timestamp,
  };
}

/** The holding after a CNC fill of `delta` shares at `price`; null once nothing is held. */
export function kiteHolding(order: Row, held: Row | null, delta: number, price: number): Row | null {
  const before = Number(held?.quantity ?? 0);
  const quantity = before + delta;
  if (quantity <= 0) return null;
  const average =
    delta > 0 ? (before * Number(held?.average_price ?? 0) + delta * price) / quantity : Number(held!.average_price);
  return holdingRow(
    String(order.tradingsymbol),
    Number(order.instrument_token),
    quantity,
    Math.round(average * 100) / 100,
    price,
    Number(held?.close_price ?? price),
  );
}
