import type { TestDatabase } from './postgres.js';

/** The paper account every user starts with (apps/portfolio's STARTING_CASH). */
const STARTING_CASH = 1_000_000;

export const marketBuy = (tradingsymbol: string) => ({
  order: { tradingsymbol, exchange: 'NSE', transaction_type: 'BUY', quantity: 1, order_type: 'MARKET', product: 'CNC' },
});

export interface PaperAccountState {
  orders: Map<string, string>;
  /** Cash as stored, and as the completed orders say it must be. */
  cash: string;
  cashFromOrders: string;
  /** Quantity held per instrument, and as the completed orders say it must be. */
  held: Record<string, number>;
  heldFromOrders: Record<string, number>;
}

/**
 * A user's paper account as stored, with what its completed orders imply: a fill moves the order,
 * the cash and the holding in one transaction, so the two agree unless one was half-written.
 * One statement, so one snapshot: separate reads could see a fill that commits between them.
 */
export async function paperAccount(db: TestDatabase, userId: string): Promise<PaperAccountState> {
  const [row] = await db.query<{
    orders: { id: string; status: string }[];
    cash: string;
    expected: string;
    held: { tradingsymbol: string; quantity: string }[];
    filled: { tradingsymbol: string; quantity: string }[];
  }>(
    `WITH done AS (SELECT * FROM portfolio.orders WHERE user_id = $1 AND status = 'COMPLETE')
     SELECT
       (SELECT COALESCE(json_agg(json_build_object('id', id, 'status', status)), '[]')
          FROM portfolio.orders WHERE user_id = $1) AS orders,
       COALESCE((SELECT cash::text FROM portfolio.funds WHERE user_id = $1), $2::text) AS cash,
       ($2::numeric - COALESCE((SELECT SUM(CASE transaction_type WHEN 'BUY' THEN 1 ELSE -1 END * quantity * average_price) FROM done), 0))::text AS expected,
       (SELECT COALESCE(json_agg(json_build_object('tradingsymbol', tradingsymbol, 'quantity', quantity::text)), '[]')
          FROM portfolio.holdings WHERE user_id = $1) AS held,
       (SELECT COALESCE(json_agg(json_build_object('tradingsymbol', tradingsymbol, 'quantity', q::text)), '[]')
          FROM (SELECT tradingsymbol, SUM(CASE transaction_type WHEN 'BUY' THEN quantity ELSE -quantity END) AS q
                  FROM done GROUP BY tradingsymbol) f) AS filled`,
    [userId, STARTING_CASH],
  );
  return {
    orders: new Map(row.orders.map((o) => [o.id, o.status])),
    cash: Number(row.cash).toFixed(2),
    cashFromOrders: Number(row.expected).toFixed(2),
    held: Object.fromEntries(row.held.map((h) => [h.tradingsymbol, Number(h.quantity)])),
    heldFromOrders: Object.fromEntries(
      row.filled.filter((f) => Number(f.quantity) !== 0).map((f) => [f.tradingsymbol, Number(f.quantity)]),
    ),
  };
}
