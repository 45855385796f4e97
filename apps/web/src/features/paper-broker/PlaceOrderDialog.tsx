import type { FundsReply } from '@app/contracts/portfolio/rpc';
import clsx from 'clsx';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Dialog, FormButtons, SelectField, TextField } from '../../shared/ui';
import { useApiData } from '../../shared/api/useApiData';
import { formatAmount, formatPrice, formatQuantity } from '../../shared/format/numbers';
import { InstrumentPicker } from '../instruments';
import { useLivePrice } from '../../shared/live/useLivePrice';
import { PATHS } from '../../shared/api/paths';
import { useRevalidate } from '../../shared/api/useRevalidate';
import { brokerApi } from './brokerApi';
import { FormError } from '../../shared/forms/FormError';
import { useOnOpen } from '../../shared/forms/useOnOpen';
import { useSubmit } from '../../shared/forms/useSubmit';
import { pickInstrument } from '../instruments';
import { readPrice, readQuantity } from '../../shared/forms/read';
import { fundsFigures } from './holdingsLive';
import { useBrokerStatus } from '../broker-connection';
import { defaultProduct, emptyOrder, orderBody, orderFieldOf, type OrderValues, type Side } from './orderForm';

const TYPES = [
  { value: 'MARKET', label: 'Market' },
  { value: 'LIMIT', label: 'Limit' },
];
const PRODUCTS = [
  { value: 'CNC', label: 'CNC · delivery' },
  { value: 'MIS', label: 'MIS · intraday' },
  { value: 'NRML', label: 'NRML · carry forward' },
];

/** Places an order with Zerodha (live) or the paper broker; a rejection keeps the dialog open with the broker's reason. */
export function PlaceOrderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [values, setValues] = useState<OrderValues>(emptyOrder);
  const live = useLivePrice(values.instrument?.instrumentToken);
  const revalidate = useRevalidate();
  const toZerodha = useBrokerStatus(open).status?.source === 'kite';
  const funds = fundsFigures(useApiData<FundsReply>(open ? PATHS.funds : null).data);
  const { busy, errors, setErrors, formError, setFormError, run } = useSubmit('Failed to place order', orderFieldOf);
  useOnOpen(open, 'order', () => {
    setValues(emptyOrder());
    setErrors({});
    setFormError(null);
  });
  const set = <K extends keyof OrderValues>(key: K, value: OrderValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const unit =
    values.orderType === 'LIMIT'
      ? readPrice(values.price, 'x').value
      : (live?.last_price ?? values.instrument?.lastPrice);
  const qty = readQuantity(values.quantity).value;
  const estimate = unit !== undefined && qty !== undefined ? unit * qty : null;
  const short = values.side === 'BUY' && estimate !== null && funds !== null && estimate > funds.cash;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { order, errors: invalid } = orderBody(values);
    setErrors(invalid);
    if (!order) return;
    let placed = false;
    await run(async () => {
      const res = await brokerApi.placeOrder(order);
      await revalidate(PATHS.orders, PATHS.funds, PATHS.holdings);
      const what = `${values.side} ${formatQuantity(qty)} ${values.instrument!.tradingSymbol}`;
      if (res.status === 'REJECTED') {
        setFormError(`Order rejected: ${res.status_message ?? 'no reason given'}`);
        toast.error(`${what} rejected: ${res.status_message ?? 'no reason given'}`);
        return;
      }
      placed = true;
      // Kite's answer only means the order was accepted; its fate arrives later as an order update.
      if (res.source === 'kite') toast.success(`${what} sent to Zerodha: ${res.order.status.toLowerCase()}`);
      else if (res.status === 'COMPLETE') toast.success(`${what} filled at ${formatPrice(res.order.average_price)}`);
      else toast.success(`${what} placed: open until the price reaches ${formatPrice(res.order.price)}`);
    });
    if (placed) onClose();
  };

  const sideButton = (side: Side) => (
    <button
      type="button"
      className={clsx('ord-side', values.side === side && `ord-side--${side.toLowerCase()}`)}
      aria-pressed={values.side === side}
      onClick={() => set('side', side)}
    >
      {side === 'BUY' ? 'Buy' : 'Sell'}
    </button>
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Place order"
      description={
        toZerodha
          ? 'This order goes to your Zerodha account with real money; the order book follows it to the exchange and back.'
          : 'Orders go to the paper broker: market orders fill at the live price, limit orders when the price crosses.'
      }
      footer={
        <FormButtons formId="ord-form" busy={busy} onCancel={onClose}>
          {values.side === 'BUY' ? 'Place buy order' : 'Place sell order'}
        </FormButtons>
      }
    >
      <form id="ord-form" className="pf-form" onSubmit={submit} noValidate>
        <InstrumentPicker
          label="Instrument"
          value={values.instrument}
          limit={20}
          onChange={(r) => {
            const i = r && pickInstrument(r);
            setValues((v) => ({ ...v, instrument: i, product: defaultProduct(i) }));
          }}
          error={errors.instrument}
        />
        <div className="ord-sides" role="group" aria-label="Side">
          {sideButton('BUY')}
          {sideButton('SELL')}
        </div>
        <div className="pf-form__row">
          <TextField
            label="Quantity"
            inputMode="numeric"
            value={values.quantity}
            onChange={(e) => set('quantity', e.target.value)}
            error={errors.quantity}
          />
          <SelectField
            label="Order type"
            options={TYPES}
            value={values.orderType}
            onChange={(e) => set('orderType', e.target.value as OrderValues['orderType'])}
            error={errors.orderType}
          />
        </div>
        <div className="pf-form__row">
          <SelectField
            label="Product"
            options={PRODUCTS}
            value={values.product}
            onChange={(e) => set('product', e.target.value as OrderValues['product'])}
            error={errors.product}
          />
          {values.orderType === 'LIMIT' && (
            <TextField
              label="Limit price (₹)"
              inputMode="decimal"
              value={values.price}
              onChange={(e) => set('price', e.target.value)}
              error={errors.price}
              hint="On the instrument's tick size"
            />
          )}
        </div>
        <dl className="pf-preview" aria-live="polite">
          <div>
            <dt>Live price</dt>
            <dd className="num">{live ? formatPrice(live.last_price) : '—'}</dd>
          </div>
          <div>
            <dt>Estimated value</dt>
            <dd className="num">{estimate === null ? '—' : formatAmount(estimate, 2)}</dd>
          </div>
          <div className={clsx('pf-preview__total', short && 'tone-negative')}>
            <dt>Available cash</dt>
            <dd className="num">{funds ? formatAmount(funds.cash, 2) : '—'}</dd>
          </div>
        </dl>
        {short && (
          <p className="field__hint tone-negative">
            The estimate is more than your available cash; the broker will reject it.
          </p>
        )}
        <FormError text={formError} />
      </form>
    </Dialog>
  );
}
