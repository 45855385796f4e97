import type { FakeKite, FakeKiteAccount, FakeKiteContext, FakeKiteRoute } from './fake-kite.js';
import { kiteHolding, kiteMargins, kiteTimestamp, kiteTrade } from './account-shapes.js';
import { positionsAfterFill } from './position-fill.js';

/** An order row as Kite's `/orders` lists it. */
export type KiteOrderRow = Record<string, unknown> & { order_id: string; status: string };

export interface AccountRoutesOptions {
  /** Instrument tokens of the symbols orders may name (`NSE:INFY`); others are refused as Kite does. */
  instruments?: Record<string, number>;
  /** How long an accepted order stays OPEN PENDING before it is OPEN. */
  openAfterMs?: number;
  /** Called with each new state of an order (the ticker's `order` message is built from it). */
  onOrderChange?: (order: KiteOrderRow, account: FakeKiteAccount) => void;
}

export const FAKE_INSTRUMENTS: Record<string, number> = {
  'NSE:INFY': 408065,
  'NSE:RELIANCE': 738561,
  'NSE:TCS': 2953217,
  'NSE:SBIN': 779521,
};

const REQUIRED = ['tradingsymbol', 'exchange', 'transaction_type', 'order_type', 'quantity', 'product', 'validity'];
const ENUMS: Record<string, string[]> = {
  exchange: ['NSE', 'BSE', 'NFO', 'CDS', 'BCD', 'MCX', 'BFO'],
  transaction_type: ['BUY', 'SELL'],
  order_type: ['MARKET', 'LIMIT', 'SL', 'SL-M'],
  product: ['CNC', 'NRML', 'MIS', 'MTF'],
  validity: ['DAY', 'IOC', 'TTL'],
};
const OPEN_STATES = new Set(['OPEN', 'OPEN PENDING', 'TRIGGER PENDING', 'MODIFY PENDING', 'VALIDATION PENDING']);

export interface AccountRoutes extends Array<FakeKiteRoute> {
  /** The exchange filled the order whole at `price`: orders, trades, positions (net and day) and CNC holdings follow. */
  fillOrder(kite: FakeKite, orderId: string, price: number): KiteOrderRow;
  /** The RMS or the exchange rejected the order, with Kite's reason. */
  rejectOrder(kite: FakeKite, orderId: string, reason: string): KiteOrderRow;
  /** Every state the order went through, oldest first (what `GET /orders/{id}` answers). */
  history(orderId: string): KiteOrderRow[];
  /** The next `times` calls of this method and path answer this failure instead (a 429 or 5xx burst). */
  failNext(method: string, path: string, times: number, status: number, errorType: string): void;
}

/**
 * Kite's account and order routes for the fake: margins, holdings, positions, orders (with each order's
 * history), trades and the profile of the caller's account, and regular orders placed, modified and
 * cancelled as Kite validates them (InputException naming the field; MARKET needs market_protection).
 */
export function accountRoutes(options: AccountRoutesOptions = {}): AccountRoutes {
  const instruments = options.instruments ?? FAKE_INSTRUMENTS;
  const histories = new Map<string, KiteOrderRow[]>();
  const failures: { key: string; status: number; errorType: string }[] = [];
  let seq = 0;

  const change = (account: FakeKiteAccount, orderId: string, patch: Record<string, unknown>): KiteOrderRow => {
    const i = account.orders.findIndex((o) => o.order_id === orderId);
    const next = { ...(account.orders[i] as KiteOrderRow), ...patch, exchange_update_timestamp: kiteTimestamp() };
    account.orders[i] = next;
    histories.get(orderId)?.push({ ...next });
    options.onOrderChange?.(next, account);
    return next;
  };
  const ownerOf = (kite: FakeKite, orderId: string): FakeKiteAccount => {
    const account = [...kite.accounts.values()].find((a) => a.orders.some((o) => o.order_id === orderId));
    if (!account) throw new Error(`no account has order ${orderId}`);
    return account;
  };
  const orderOf = (ctx: FakeKiteContext) => {
    const order = ctx.account!.orders.find((o) => o.order_id === ctx.match[1]) as KiteOrderRow | undefined;
    if (!order) ctx.fail(400, 'InputException', 'Invalid `order_id`.');
    return order;
  };
  const invalid = (ctx: FakeKiteContext, field: string) =>
    ctx.fail(400, 'InputException', `Missing or invalid \`${field}\`.`);

  /** The form's problems, Kite's way: the first offending field named; undefined when it is fine. */
  const refusal = (form: URLSearchParams, placing: boolean): string | undefined => {
    if (placing) for (const f of REQUIRED) if (!form.get(f)) return f;
    for (const [f, allowed] of Object.entries(ENUMS)) if (form.has(f) && !allowed.includes(form.get(f)!)) return f;
    if (form.has('quantity') && !(Number(form.get('quantity')) > 0)) return 'quantity';
    if (form.get('order_type') === 'LIMIT' && placing && !(Number(form.get('price')) > 0)) return 'price';
    return undefined;
  };

  const routes: FakeKiteRoute[] = [
    { method: 'GET', path: /^\/user\/margins$/, signed: true, handle: (c) => c.ok(kiteMargins(c.account!.margins)) },
    { method: 'GET', path: /^\/portfolio\/holdings$/, signed: true, handle: (c) => c.ok(c.account!.holdings) },
    { method: 'GET', path: /^\/portfolio\/positions$/, signed: true, handle: (c) => c.ok(c.account!.positions) },
    { method: 'GET', path: /^\/orders$/, signed: true, handle: (c) => c.ok(c.account!.orders) },
    { method: 'GET', path: /^\/trades$/, signed: true, handle: (c) => c.ok(c.account!.trades) },
    {
      method: 'GET',
      path: /^\/user\/profile$/,
      signed: true,
      handle: (c) =>
        c.ok({
          user_id: c.account!.userId,
          user_type: 'individual',
          email: c.account!.email,
          user_name: c.account!.userName,
          user_shortname: c.account!.shortName,
          broker: 'ZERODHA',
          exchanges: ['NSE', 'BSE', 'NFO', 'MCX'],
          products: ['CNC', 'NRML', 'MIS'],
          order_types: ['MARKET', 'LIMIT', 'SL', 'SL-M'],
          avatar_url: null,
          meta: { demat_consent: 'physical' },
        }),
    },
    {
      method: 'GET',
      path: /^\/orders\/([^/]+)$/,
      signed: true,
      handle: (c) => orderOf(c) && c.ok(histories.get(c.match[1]) ?? []),
    },
    {
      method: 'POST',
      path: /^\/orders\/regular$/,
      signed: true,
      handle: (c) => {
        const bad = refusal(c.form, true);
        if (bad) return invalid(c, bad);
        if (c.form.get('order_type') === 'MARKET' && !(Number(c.form.get('market_protection')) > 0)) {
          return c.fail(400, 'InputException', 'Market orders need `market_protection` (0 is not allowed).');
        }
        const token = instruments[`${c.form.get('exchange')}:${c.form.get('tradingsymbol')}`];
        if (!token) return invalid(c, 'tradingsymbol');
        const orderId = `2611240000000${String(++seq).padStart(2, '0')}`;
        const quantity = Number(c.form.get('quantity'));
        const row: KiteOrderRow = {
          placed_by: c.account!.userId,
          order_id: orderId,
          exchange_order_id: null,
          parent_order_id: null,
          status: 'OPEN PENDING',
          status_message: null,
          status_message_raw: null,
          order_timestamp: kiteTimestamp(),
          exchange_update_timestamp: null,
          exchange_timestamp: null,
          variety: 'regular',
          modified: false,
          exchange: c.form.get('exchange'),
          tradingsymbol: c.form.get('tradingsymbol'),
          instrument_token: token,
          order_type: c.form.get('order_type'),
          transaction_type: c.form.get('transaction_type'),
          validity: c.form.get('validity'),
          validity_ttl: 0,
          product: c.form.get('product'),
          quantity,
          disclosed_quantity: 0,
          price: Number(c.form.get('price') ?? 0),
          trigger_price: 0,
          average_price: 0,
          filled_quantity: 0,
          pending_quantity: quantity,
          cancelled_quantity: 0,
          market_protection: Number(c.form.get('market_protection') ?? 0),
          meta: {},
          tag: c.form.get('tag'),
          guid: `${c.account!.userId}-${orderId}`,
        };
        c.account!.orders.push(row);
        histories.set(orderId, [{ ...row }]);
        options.onOrderChange?.(row, c.account!);
        const account = c.account!;
        setTimeout(() => {
          const now = account.orders.find((o) => o.order_id === orderId);
          if (now?.status === 'OPEN PENDING')
            change(account, orderId, { status: 'OPEN', exchange_order_id: `13000000${orderId.slice(-8)}` });
        }, options.openAfterMs ?? 30).unref();
        c.ok({ order_id: orderId });
      },
    },
    {
      method: 'PUT',
      path: /^\/orders\/regular\/([^/]+)$/,
      signed: true,
      handle: (c) => {
        const order = orderOf(c);
        if (!order) return;
        if (!OPEN_STATES.has(order.status)) return c.fail(400, 'InputException', `Order is ${order.status}.`);
        const bad = refusal(c.form, false);
        if (bad) return invalid(c, bad);
        const patch: Record<string, unknown> = { modified: true };
        for (const f of ['quantity', 'price', 'order_type', 'validity'])
          if (c.form.has(f)) patch[f] = f === 'quantity' || f === 'price' ? Number(c.form.get(f)) : c.form.get(f);
        if (patch.quantity !== undefined) patch.pending_quantity = patch.quantity;
        change(c.account!, order.order_id, patch);
        c.ok({ order_id: order.order_id });
      },
    },
    {
      method: 'DELETE',
      path: /^\/orders\/regular\/([^/]+)$/,
      signed: true,
      handle: (c) => {
        const order = orderOf(c);
        if (!order) return;
        if (!OPEN_STATES.has(order.status)) return c.fail(400, 'InputException', `Order is ${order.status}.`);
        change(c.account!, order.order_id, {
          status: 'CANCELLED',
          status_message: 'Cancelled by user',
          cancelled_quantity: order.pending_quantity,
          pending_quantity: 0,
        });
        c.ok({ order_id: order.order_id });
      },
    },
  ];

  const fillOrder = (kite: FakeKite, orderId: string, price: number): KiteOrderRow => {
    const account = ownerOf(kite, orderId);
    const order = account.orders.find((o) => o.order_id === orderId) as KiteOrderRow;
    const quantity = Number(order.quantity);
    const filled = change(account, orderId, {
      status: 'COMPLETE',
      average_price: price,
      filled_quantity: quantity,
      pending_quantity: 0,
      exchange_timestamp: kiteTimestamp(),
    });
    account.trades.push(kiteTrade(filled, account.trades.length + 1));
    // Every fill is a position of the day (delivery ones too, until they settle into holdings).
    positionsAfterFill(account.positions, {
      tradingsymbol: String(filled.tradingsymbol),
      exchange: String(filled.exchange),
      instrument_token: Number(filled.instrument_token),
      product: String(filled.product),
      transaction_type: filled.transaction_type === 'SELL' ? 'SELL' : 'BUY',
      quantity,
      price,
    });
    if (filled.product === 'CNC') {
      const sign = filled.transaction_type === 'BUY' ? 1 : -1;
      const at = account.holdings.findIndex((h) => h.tradingsymbol === filled.tradingsymbol);
      const held = at >= 0 ? account.holdings[at] : null;
      const next = kiteHolding(filled, held, sign * quantity, price);
      if (next) account.holdings[at >= 0 ? at : account.holdings.length] = next;
      else account.holdings.splice(at, 1);
    }
    return filled;
  };
  const rejectOrder = (kite: FakeKite, orderId: string, reason: string): KiteOrderRow =>
    change(ownerOf(kite, orderId), orderId, { status: 'REJECTED', status_message: reason, pending_quantity: 0 });

  const failNext = (method: string, path: string, times: number, status: number, errorType: string) => {
    for (let i = 0; i < times; i++) failures.push({ key: `${method} ${path}`, status, errorType });
  };
  // A queued failure answers before the route itself, after the token check, as Kite's own 429 does.
  for (const route of routes) {
    const handle = route.handle;
    route.handle = (c) => {
      const at = failures.findIndex((f) => f.key === `${c.req.method} ${c.url.pathname}`);
      if (at < 0) return handle(c);
      const [f] = failures.splice(at, 1);
      c.fail(f.status, f.errorType, f.status === 429 ? 'Too many requests' : 'Kite is having a bad moment');
    };
  }
  return Object.assign(routes, { fillOrder, rejectOrder, failNext, history: (id: string) => histories.get(id) ?? [] });
}
