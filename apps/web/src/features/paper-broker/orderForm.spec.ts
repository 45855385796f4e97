import { describe, expect, it } from 'vitest';
import { defaultProduct, emptyOrder, orderBody, orderFieldOf } from './orderForm';

const reliance = {
  tradingSymbol: 'RELIANCE',
  instrumentToken: 738561,
  exchange: 'NSE',
  name: 'RELIANCE',
  instrumentType: 'EQ' as const,
};
const nifty = { ...reliance, tradingSymbol: 'NIFTY26DECFUT', exchange: 'NFO', instrumentType: 'FUT' as const };

describe('orderBody', () => {
  it('builds a MARKET order without a price', () => {
    expect(orderBody({ ...emptyOrder(), instrument: reliance, quantity: '5' })).toEqual({
      order: {
        tradingsymbol: 'RELIANCE',
        exchange: 'NSE',
        transaction_type: 'BUY',
        quantity: 5,
        order_type: 'MARKET',
        product: 'CNC',
      },
      errors: {},
    });
  });

  it('needs a price for a LIMIT order', () => {
    expect(orderBody({ ...emptyOrder(), instrument: reliance, quantity: '5', orderType: 'LIMIT' }).errors).toEqual({
      price: 'Limit price is required',
    });
    expect(
      orderBody({
        ...emptyOrder(),
        instrument: reliance,
        quantity: '5',
        orderType: 'LIMIT',
        price: '1400.5',
        side: 'SELL',
        product: 'MIS',
      }).order,
    ).toMatchObject({ price: 1400.5, transaction_type: 'SELL', product: 'MIS' });
  });

  it('refuses delivery of futures and a missing instrument', () => {
    expect(orderBody({ ...emptyOrder(), instrument: nifty, quantity: '65' }).errors).toEqual({
      product: 'Futures cannot be bought for delivery: use NRML or MIS',
    });
    expect(orderBody({ ...emptyOrder(), quantity: '0' }).errors).toEqual({
      instrument: 'Pick an instrument',
      quantity: 'Quantity must be at least 1',
    });
  });
});

describe('defaultProduct', () => {
  it('is CNC for equity and NRML for futures', () => {
    expect(defaultProduct(reliance)).toBe('CNC');
    expect(defaultProduct(nifty)).toBe('NRML');
    expect(defaultProduct(null)).toBe('CNC');
  });
});

describe('orderFieldOf', () => {
  it('maps nested server fields to the form', () => {
    expect(orderFieldOf('order.price')).toBe('price');
    expect(orderFieldOf('order.tradingsymbol')).toBe('instrument');
    expect(orderFieldOf('order.order_type')).toBe('orderType');
  });
});
