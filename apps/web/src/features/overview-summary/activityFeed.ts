import type { StoredAlert } from '@app/contracts/alerts/subjects';
import type { Order, SoldPosition } from '@app/contracts/portfolio/types';
import { formatPrice, formatQuantity, formatSignedAmount } from '../../shared/format/numbers';

export type ActivityKind = 'order' | 'sale' | 'alert';
export type ActivityTone = 'positive' | 'negative' | 'neutral' | 'warning';

export interface ActivityItem {
  id: string;
  kind: ActivityKind;
  title: string;
  detail: string;
  /** ISO time the event happened. */
  at: string;
  tone: ActivityTone;
}

const side = (o: Order) => (o.transaction_type === 'BUY' ? 'buy' : 'sell');
const what = (o: Order) => `${side(o)} ${formatQuantity(o.quantity)} ${o.tradingsymbol}`;

export function orderActivity(o: Order): ActivityItem {
  const base = { id: `order:${o.order_id}`, kind: 'order' as const, at: o.exchange_timestamp ?? o.order_timestamp };
  switch (o.status) {
    case 'COMPLETE':
      return {
        ...base,
        title: `${o.transaction_type === 'BUY' ? 'Bought' : 'Sold'} ${formatQuantity(o.filled_quantity || o.quantity)} ${o.tradingsymbol}`,
        detail: `${o.order_type} order filled at ${formatPrice(o.average_price)}`,
        tone: 'neutral',
      };
    case 'CANCELLED':
      return { ...base, title: `Cancelled: ${what(o)}`, detail: `${o.order_type} order`, tone: 'neutral' };
    case 'REJECTED':
      return {
        ...base,
        title: `Rejected: ${what(o)}`,
        detail: o.status_message || 'Rejected by the broker',
        tone: 'negative',
      };
    default:
      // OPEN, and Kite's in-between states (TRIGGER PENDING, MODIFY PENDING...): still waiting.
      return {
        ...base,
        at: o.order_timestamp,
        title: `Open order: ${what(o)}`,
        detail: `${o.order_type}${o.price ? ` at ${formatPrice(o.price)}` : ''}, waiting to fill`,
        tone: 'warning',
      };
  }
}

export function saleActivity(s: SoldPosition): ActivityItem {
  const pnl = s.realizedProfitLoss;
  return {
    id: `sale:${s.id}`,
    kind: 'sale',
    at: s.soldAt || s.createdAt,
    title: `Closed ${formatQuantity(s.quantity)} ${s.tradingSymbol}`,
    detail: `Sold at ${formatPrice(s.sellPrice)}, realised ${formatSignedAmount(pnl)}`,
    tone: pnl > 0 ? 'positive' : pnl < 0 ? 'negative' : 'neutral',
  };
}

export function alertActivity(a: StoredAlert): ActivityItem {
  return {
    id: `alert:${a.id}`,
    kind: 'alert',
    at: a.triggered_at,
    title: `Target reached: ${a.tradingsymbol}`,
    detail: `${formatPrice(a.current_price)}, at or below your target of ${formatPrice(a.target_price)}`,
    tone: 'warning',
  };
}

const timeOf = (item: ActivityItem) => {
  const t = Date.parse(item.at);
  return Number.isFinite(t) ? t : Number.NEGATIVE_INFINITY;
};

/** Orders, sales and alerts as one list, newest first, at most `limit` long. */
export function mergeActivity(
  sources: { orders?: readonly Order[]; sales?: readonly SoldPosition[]; alerts?: readonly StoredAlert[] },
  limit = 8,
): ActivityItem[] {
  const items = [
    ...(sources.orders ?? []).map(orderActivity),
    ...(sources.sales ?? []).map(saleActivity),
    ...(sources.alerts ?? []).map(alertActivity),
  ];
  return items.sort((a, b) => timeOf(b) - timeOf(a)).slice(0, limit);
}
