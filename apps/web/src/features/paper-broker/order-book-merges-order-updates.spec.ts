import { describe, expect, it } from 'vitest';
import type { Order } from '@app/contracts/portfolio/types';
import { mergeOrderUpdate, OPEN_ORDER_POLL_MS, orderPollMs, PUSHED_ORDER_POLL_MS } from './orderBook';

const order = (id: string, over: Partial<Order> = {}): Order => ({
  order_id: id,
  tradingsymbol: 'INFY',
  exchange: 'NSE',
  instrument_token: 408065,
  transaction_type: 'BUY',
  order_type: 'MARKET',
  product: 'CNC',
  quantity: 10,
  price: null,
  status: 'OPEN',
  status_message: null,
  average_price: null,
  filled_quantity: 0,
  order_timestamp: '2026-11-24T10:00:00+05:30',
  exchange_timestamp: null,
  ...over,
});

describe('order updates merged into the order book', () => {
  it('replaces the order with its new state, in place', () => {
    const book = { source: 'kite' as const, orders: [order('2'), order('1')] };
    const done = order('1', { status: 'COMPLETE', filled_quantity: 10, average_price: 1500 });
    const next = mergeOrderUpdate(book, { source: 'kite', order: done });
    expect(next.orders.map((o) => [o.order_id, o.status])).toEqual([
      ['2', 'OPEN'],
      ['1', 'COMPLETE'],
    ]);
    expect(book.orders[1]!.status).toBe('OPEN');
  });

  it('adds an order it did not know, newest first', () => {
    const book = { source: 'kite' as const, orders: [order('1')] };
    const placed = order('9', { status: 'PUT ORDER REQ RECEIVED', order_timestamp: '2026-11-24T10:05:00+05:30' });
    expect(mergeOrderUpdate(book, { source: 'kite', order: placed }).orders.map((o) => o.order_id)).toEqual(['9', '1']);
  });

  it('keeps a Kite rejection with its reason', () => {
    const book = { source: 'kite' as const, orders: [order('1', { status: 'VALIDATION PENDING' })] };
    const rejected = order('1', { status: 'REJECTED', status_message: 'Insufficient funds' });
    expect(mergeOrderUpdate(book, { source: 'kite', order: rejected }).orders[0]).toMatchObject({
      status: 'REJECTED',
      status_message: 'Insufficient funds',
    });
  });

  it('never lets a late pending push undo a settled order, nor fewer fills replace more', () => {
    const settled = { source: 'kite' as const, orders: [order('1', { status: 'COMPLETE', filled_quantity: 10 })] };
    expect(mergeOrderUpdate(settled, { source: 'kite', order: order('1', { status: 'OPEN' }) })).toBe(settled);
    const part = { source: 'kite' as const, orders: [order('1', { filled_quantity: 6 })] };
    expect(mergeOrderUpdate(part, { source: 'kite', order: order('1', { filled_quantity: 4 }) })).toBe(part);
  });

  it('leaves a Kite book alone for a paper push, and the other way round', () => {
    const book = { source: 'kite' as const, orders: [order('1')] };
    expect(mergeOrderUpdate(book, { source: 'paper', order: order('1', { status: 'COMPLETE' }) })).toBe(book);
  });
});

describe('how often the order book asks again', () => {
  it('not at all without a pending order', () => {
    expect(orderPollMs({ source: 'kite', orders: [order('1', { status: 'COMPLETE' })] }, true)).toBe(0);
    expect(orderPollMs(undefined, true)).toBe(0);
  });

  it('seldom for a Kite book while pushes arrive; often otherwise', () => {
    const pending = [order('1', { status: 'TRIGGER PENDING' })];
    expect(orderPollMs({ source: 'kite', orders: pending }, true)).toBe(PUSHED_ORDER_POLL_MS);
    expect(orderPollMs({ source: 'kite', orders: pending }, false)).toBe(OPEN_ORDER_POLL_MS);
    expect(orderPollMs({ source: 'paper', orders: pending }, true)).toBe(OPEN_ORDER_POLL_MS);
  });
});
