import { instrumentProblem, type PickedInstrument } from '../instruments';
import { errorsOf, readPrice, readQuantity } from '../../shared/forms/read';

export type Side = 'BUY' | 'SELL';
export type OrderType = 'MARKET' | 'LIMIT';
export type Product = 'CNC' | 'MIS' | 'NRML';

export interface OrderValues {
  instrument: PickedInstrument | null;
  side: Side;
  quantity: string;
  orderType: OrderType;
  price: string;
  product: Product;
}

export const emptyOrder = (): OrderValues => ({
  instrument: null,
  side: 'BUY',
  quantity: '',
  orderType: 'MARKET',
  price: '',
  product: 'CNC',
});

/** Delivery (CNC) for cash equity; carry-forward (NRML) for futures, which have no delivery. */
export const defaultProduct = (i: PickedInstrument | null): Product => (i?.instrumentType === 'FUT' ? 'NRML' : 'CNC');

/** The `order` of POST /orders/place, or the field errors. */
export function orderBody(v: OrderValues): { order: Record<string, unknown> | null; errors: Record<string, string> } {
  const quantity = readQuantity(v.quantity);
  const price = v.orderType === 'LIMIT' ? readPrice(v.price, 'Limit price') : { value: undefined };
  const errors = errorsOf({ quantity, price });
  const problem = instrumentProblem(v.instrument);
  if (problem) errors.instrument = problem;
  if (v.instrument?.instrumentType === 'FUT' && v.product === 'CNC')
    errors.product = 'Futures cannot be bought for delivery: use NRML or MIS';
  if (Object.keys(errors).length > 0 || !v.instrument) return { order: null, errors };
  const order: Record<string, unknown> = {
    tradingsymbol: v.instrument.tradingSymbol,
    exchange: v.instrument.exchange,
    transaction_type: v.side,
    quantity: quantity.value,
    order_type: v.orderType,
    product: v.product,
  };
  if (v.orderType === 'LIMIT') order.price = price.value;
  return { order, errors };
}

/** `order.price` of a 400 as the form's `price`. */
export function orderFieldOf(serverField: string): string {
  const f = serverField.replace(/^order\./, '');
  return f === 'tradingsymbol' || f === 'exchange' || f === 'order'
    ? 'instrument'
    : f === 'transaction_type'
      ? 'side'
      : f === 'order_type'
        ? 'orderType'
        : f;
}
