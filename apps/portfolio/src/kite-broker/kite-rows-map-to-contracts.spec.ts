import { describe, expect, it } from '@jest/globals';
import { fundsOf, holdingOf, orderOf, positionOf, tradeOf, userDetailsOf } from './kite-mapping.js';

describe("Kite's rows keep Kite's field names, with the contract's numbers as numbers", () => {
  it('a holding keeps isin, t1_quantity and close_price, and reads numeric strings as numbers', () => {
    const h = holdingOf({
      tradingsymbol: 'INFY',
      exchange: 'NSE',
      instrument_token: '408065',
      isin: 'INE009A01021',
      t1_quantity: 0,
      quantity: '10',
      average_price: 1450.5,
      last_price: '1512.25',
      close_price: 1500,
      pnl: 617.5,
      day_change: 12.25,
      day_change_percentage: 0.8166,
    });
    expect(h).toMatchObject({ instrument_token: 408065, quantity: 10, last_price: 1512.25, isin: 'INE009A01021' });
    expect((h as unknown as Record<string, unknown>).t1_quantity).toBe(0);
  });

  it('a holding without a last price says null, not 0', () => {
    expect(holdingOf({ tradingsymbol: 'X', quantity: 1, average_price: 1 }).last_price).toBeNull();
  });

  it("funds put the equity segment's cash under available and keep the commodity segment", () => {
    const f = fundsOf({
      equity: {
        enabled: true,
        net: 99725.05,
        available: { cash: 245431.6, live_balance: 99725.05 },
        utilised: { debits: 145706.55 },
      },
      commodity: { enabled: true, net: 0 },
    });
    expect(f.equity).toMatchObject({ net: 99725.05, available: { cash: 245431.6 }, utilised: { debits: 145706.55 } });
    expect((f as unknown as Record<string, unknown>).commodity).toEqual({ enabled: true, net: 0 });
  });

  it("an order keeps Kite's status and timestamps, and a market order's price 0 stays a number", () => {
    const o = orderOf({
      order_id: 151220000000000,
      status: 'OPEN PENDING',
      transaction_type: 'SELL',
      order_type: 'MARKET',
      price: 0,
      quantity: 5,
      filled_quantity: 0,
      pending_quantity: 5,
      order_timestamp: '2026-11-24 10:15:01',
      exchange_timestamp: null,
    });
    expect(o).toMatchObject({
      order_id: '151220000000000',
      status: 'OPEN PENDING',
      transaction_type: 'SELL',
      price: 0,
    });
    expect(o.order_timestamp).toBe('2026-11-24 10:15:01');
    expect(o.exchange_timestamp).toBeNull();
    expect((o as unknown as Record<string, unknown>).pending_quantity).toBe(5);
  });

  it('a position and a trade carry their figures as numbers', () => {
    expect(positionOf({ tradingsymbol: 'SBIN', quantity: '-25', pnl: '12.5', m2m: 12.5 })).toMatchObject({
      quantity: -25,
      pnl: 12.5,
      buy_quantity: 0,
    });
    expect(tradeOf({ trade_id: 10000001, order_id: '1', quantity: '3', average_price: '1512.5' })).toMatchObject({
      trade_id: '10000001',
      quantity: 3,
      average_price: 1512.5,
      fill_timestamp: null,
    });
  });

  it("user details take the profile and the equity segment's cash", () => {
    const d = userDetailsOf(
      {
        user_id: 'AB1234',
        user_name: 'Asha Rao',
        broker: 'ZERODHA',
        exchanges: ['NSE'],
        products: ['CNC'],
        order_types: ['LIMIT'],
      },
      fundsOf({ equity: { net: 5, available: { cash: 7.5 }, utilised: {} } }),
    );
    expect(d).toMatchObject({ user_id: 'AB1234', broker: 'ZERODHA', exchanges: ['NSE'], available_cash: 7.5 });
  });
});
