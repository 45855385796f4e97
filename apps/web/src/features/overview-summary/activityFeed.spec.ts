import { describe, expect, it } from 'vitest';
import type { StoredAlert } from '@app/contracts/alerts/subjects';
import type { Order, SoldPosition } from '@app/contracts/portfolio/types';
import { mergeActivity, orderActivity } from './activityFeed';

const order = (over: Partial<Order>): Order => ({
  order_id: 'o1',
  tradingsymbol: 'RELIANCE',
  exchange: 'NSE',
  instrument_token: 738561,
  transaction_type: 'BUY',
  order_type: 'MARKET',
  product: 'CNC',
  quantity: 10,
  price: null,
  status: 'COMPLETE',
  status_message: null,
  average_price: 2950.5,
  filled_quantity: 10,
  order_timestamp: '2026-03-12T09:30:00Z',
  exchange_timestamp: '2026-03-12T09:30:01Z',
  ...over,
});

const sale = {
  id: 's1',
  tradingSymbol: 'INFY',
  quantity: 5,
  sellPrice: 1520,
  realizedProfitLoss: 1200,
  soldAt: '2026-03-12T11:00:00Z',
  createdAt: '2026-03-12T11:00:00Z',
} as SoldPosition;
const alert = {
  id: 'a1',
  tradingsymbol: 'TCS',
  current_price: 3480,
  target_price: 3500,
  triggered_at: '2026-03-12T10:00:00Z',
} as StoredAlert;

describe('recent activity', () => {
  it('describes each order status', () => {
    expect(orderActivity(order({}))).toMatchObject({
      title: 'Bought 10 RELIANCE',
      detail: 'MARKET order filled at ₹2,950.50',
      at: '2026-03-12T09:30:01Z',
    });
    expect(
      orderActivity(order({ status: 'OPEN', order_type: 'LIMIT', price: 2900, transaction_type: 'SELL' })),
    ).toMatchObject({
      title: 'Open order: sell 10 RELIANCE',
      detail: 'LIMIT at ₹2,900.00, waiting to fill',
      tone: 'warning',
    });
    expect(orderActivity(order({ status: 'REJECTED', status_message: 'Insufficient funds' }))).toMatchObject({
      title: 'Rejected: buy 10 RELIANCE',
      detail: 'Insufficient funds',
      tone: 'negative',
    });
    expect(orderActivity(order({ status: 'CANCELLED' })).title).toBe('Cancelled: buy 10 RELIANCE');
  });

  it('merges orders, sales and alerts newest first, up to the limit', () => {
    const items = mergeActivity({ orders: [order({})], sales: [sale], alerts: [alert] });
    expect(items.map((i) => i.id)).toEqual(['sale:s1', 'alert:a1', 'order:o1']);
    expect(items[0]).toMatchObject({
      title: 'Closed 5 INFY',
      detail: 'Sold at ₹1,520.00, realised +₹1,200',
      tone: 'positive',
    });
    expect(items[1]).toMatchObject({
      title: 'Target reached: TCS',
      detail: '₹3,480.00, at or below your target of ₹3,500.00',
    });
    expect(mergeActivity({ orders: [order({})], sales: [sale], alerts: [alert] }, 2)).toHaveLength(2);
  });

  it('copes with missing sources and bad times (last)', () => {
    expect(mergeActivity({})).toEqual([]);
    const items = mergeActivity({
      orders: [order({ order_id: 'x', exchange_timestamp: null, order_timestamp: 'garbage' }), order({})],
    });
    expect(items.map((i) => i.id)).toEqual(['order:o1', 'order:x']);
  });
});
