import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Dialog, FormButtons, TextField } from '../../shared/ui';
import { formatAmount, formatPercent, formatSignedAmount, toneOf } from '../../shared/format/numbers';
import { useSettings } from '../user-settings';
import { SALE_PATHS } from '../../shared/api/paths';
import { useRevalidate } from '../../shared/api/useRevalidate';
import { portfolioApi } from './portfolioApi';
import { todayIst } from '../../shared/format/dates';
import { priceInput } from '../instruments';
import { commissionPctOf, saleBody, salePreview, type SaleValues } from './saleForm';
import { FormError } from '../../shared/forms/FormError';
import { PositionFacts } from './PositionFacts';
import { useLiveOrLast, type PositionDialogProps } from './useLiveOrLast';
import { useOnOpen } from '../../shared/forms/useOnOpen';
import { useSubmit } from '../../shared/forms/useSubmit';

/** Sells all or part of a position; shows the commission the server will charge before sending. */
export function SellDialog({ open, onClose, position }: PositionDialogProps) {
  const { settings } = useSettings();
  const revalidate = useRevalidate();
  const live = useLiveOrLast(position);
  const [values, setValues] = useState<SaleValues>({ sellPrice: '', quantity: '', soldOn: '' });
  const { busy, errors, setErrors, formError, setFormError, run } = useSubmit('Failed to sell position', (f) =>
    f === 'soldAt' ? 'soldOn' : f,
  );
  const today = todayIst();

  useOnOpen(open && position !== null, position?.id ?? '', () => {
    setValues({ sellPrice: priceInput(live), quantity: String(position?.quantity ?? ''), soldOn: today });
    setErrors({});
    setFormError(null);
  });
  if (!position) return null;

  const pct = commissionPctOf(position, settings.portfolio_variables);
  const preview = salePreview(position, values, pct);
  const set = (key: keyof SaleValues, value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { body, errors: invalid } = saleBody(values, position.quantity, today);
    setErrors(invalid);
    if (!body) return;
    const ok = await run(async () => {
      const sold = await portfolioApi.sell(position.id, body);
      const rest = position.quantity - sold.quantity;
      toast.success(
        `Sold ${sold.quantity} ${sold.tradingSymbol}: net ${formatSignedAmount(sold.realizedProfitLoss, 2)}${rest > 0 ? ` · ${rest} still open` : ''}`,
      );
      await revalidate(...SALE_PATHS);
    });
    if (ok) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Sell ${position.tradingSymbol}`}
      description="Sell the whole position or part of it; the rest stays open."
      footer={
        <FormButtons formId="pf-sell-form" busy={busy} onCancel={onClose}>
          Sell
        </FormButtons>
      }
    >
      <form id="pf-sell-form" className="pf-form" onSubmit={submit} noValidate>
        <PositionFacts position={position} />
        <div className="pf-form__row">
          <TextField
            label="Sell price (₹)"
            inputMode="decimal"
            value={values.sellPrice}
            onChange={(e) => set('sellPrice', e.target.value)}
            error={errors.sellPrice}
          />
          <TextField
            label="Quantity"
            inputMode="numeric"
            value={values.quantity}
            onChange={(e) => set('quantity', e.target.value)}
            error={errors.quantity}
            hint={`Of ${position.quantity} held`}
          />
        </div>
        <TextField
          label="Sale date"
          type="date"
          max={today}
          value={values.soldOn}
          onChange={(e) => set('soldOn', e.target.value)}
          error={errors.soldOn}
          hint="Today records the sale now"
        />
        <dl className="pf-preview" aria-live="polite">
          <div>
            <dt>Commission ({formatPercent(pct)})</dt>
            <dd className="num">{preview ? formatAmount(preview.commission, 2) : '—'}</dd>
          </div>
          <div>
            <dt>P&L before commission</dt>
            <dd className="num">{preview ? formatSignedAmount(preview.gross, 2) : '—'}</dd>
          </div>
          <div className="pf-preview__total">
            <dt>Realised P&L (net)</dt>
            <dd className={`num tone-${toneOf(preview?.net)}`}>{preview ? formatSignedAmount(preview.net, 2) : '—'}</dd>
          </div>
        </dl>
        <p className="field__hint">
          Commission = (buy + sell) × quantity × {pct}% ÷ 100, your{' '}
          {position.instrumentType === 'FUT' ? 'futures' : 'stock'} rate in Settings.
        </p>
        <FormError text={formError} />
      </form>
    </Dialog>
  );
}
