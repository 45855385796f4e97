import { describe, expect, it } from 'vitest';
import { filledIds, isPending, orderPrice, pendingCount, statusBadge } from './orderStatus';

describe('order status', () => {
  it('counts OPEN orders as pending', () => {
    const orders = [
      { status: 'OPEN' as const },
      { status: 'COMPLETE' as const },
      { status: 'OPEN' as const },
      { status: 'REJECTED' as const },
    ];
    expect(pendingCount(orders)).toBe(2);
    expect(isPending({ status: 'CANCELLED' })).toBe(false);
  });

  it('gives each status a badge', () => {
    expect(statusBadge('COMPLETE')).toEqual({ tone: 'success', label: 'Complete' });
    expect(statusBadge('REJECTED')).toEqual({ tone: 'danger', label: 'Rejected' });
    expect(statusBadge('OPEN').tone).toBe('warning');
  });

  it('fingerprints the filled orders, whatever their order', () => {
    expect(
      filledIds([
        { order_id: 'b', status: 'COMPLETE' },
        { order_id: 'c', status: 'OPEN' },
        { order_id: 'a', status: 'COMPLETE' },
      ]),
    ).toBe('a,b');
  });

  it('shows the fill price, else the limit', () => {
    expect(orderPrice({ average_price: 101.5, price: 100, order_type: 'LIMIT' })).toBe(101.5);
    expect(orderPrice({ average_price: null, price: 100, order_type: 'LIMIT' })).toBe(100);
    expect(orderPrice({ average_price: null, price: null, order_type: 'MARKET' })).toBeNull();
  });
});
