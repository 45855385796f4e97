import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Dialog, FormButtons, TextField } from '../../shared/ui';
import { formatPrice, formatSignedAmount } from '../../shared/format/numbers';
import { SALE_PATHS } from '../../shared/api/paths';
import { useRevalidate } from '../../shared/api/useRevalidate';
import { portfolioApi } from './portfolioApi';
import { readOptionalPrice } from '../../shared/forms/read';
import { FormError } from '../../shared/forms/FormError';
import { PositionFacts } from './PositionFacts';
import { useLiveOrLast, type PositionDialogProps } from './useLiveOrLast';
import { useOnOpen } from '../../shared/forms/useOnOpen';
import { useSubmit } from '../../shared/forms/useSubmit';

/** Closes the whole position at a given price, or at the live price when the field is left empty. */
export function SquareOffDialog({ open, onClose, position }: PositionDialogProps) {
  const live = useLiveOrLast(position);
  const revalidate = useRevalidate();
  const [price, setPrice] = useState('');
  const { busy, errors, setErrors, formError, setFormError, run } = useSubmit('Failed to square off', () => 'price');
  useOnOpen(open && position !== null, position?.id ?? '', () => {
    setPrice('');
    setErrors({});
    setFormError(null);
  });
  if (!position) return null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const read = readOptionalPrice(price, 'Price');
    setErrors(read.error ? { price: read.error } : {});
    if (read.error) return;
    const ok = await run(async () => {
      const sold = await portfolioApi.squareOff(position.id, read.value === undefined ? {} : { price: read.value });
      toast.success(
        `Squared off ${sold.quantity} ${sold.tradingSymbol} at ${formatPrice(sold.sellPrice)}: net ${formatSignedAmount(sold.realizedProfitLoss, 2)}`,
      );
      await revalidate(...SALE_PATHS);
    });
    if (ok) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Square off ${position.tradingSymbol}`}
      description={`Closes all ${position.quantity} at once and records the sale with its commission.`}
      size="sm"
      footer={
        <FormButtons formId="pf-square-form" busy={busy} onCancel={onClose}>
          Square off
        </FormButtons>
      }
    >
      <form id="pf-square-form" className="pf-form" onSubmit={submit} noValidate>
        <PositionFacts position={position} />
        <TextField
          label="Price (₹)"
          inputMode="decimal"
          placeholder={live ? `Live: ${live.toFixed(2)}` : 'Live price'}
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          error={errors.price}
          hint="Leave empty to use the live price"
        />
        <FormError text={formError} />
      </form>
    </Dialog>
  );
}
