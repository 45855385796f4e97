import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { Position } from '@app/contracts/portfolio/types';
import { Dialog, FormButtons, SelectField, TextField } from '../../shared/ui';
import { InstrumentPicker } from '../instruments';
import { priceStore } from '../../shared/live/priceStore';
import { PATHS } from '../../shared/api/paths';
import { useRevalidate } from '../../shared/api/useRevalidate';
import { portfolioApi } from './portfolioApi';
import { pickInstrument, priceInput } from '../instruments';
import { emptyPositionForm, formFieldOf, positionBody, positionFormOf, type PositionFormValues } from './positionForm';
import { FormError } from '../../shared/forms/FormError';
import { useOnOpen } from '../../shared/forms/useOnOpen';
import { useSubmit } from '../../shared/forms/useSubmit';

export interface PositionFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** Edit this position; without it the dialog adds one. */
  position?: Position | null;
  onSaved?: (position: Position) => void;
}

const SIDES = [
  { value: 'BUY', label: 'Buy / Long' },
  { value: 'SELL', label: 'Sell / Short' },
];

/** Add a manual position (instrument through the search) or edit one (PUT with any of its fields). */
export function PositionFormDialog({ open, onClose, position, onSaved }: PositionFormDialogProps) {
  const editing = Boolean(position);
  const [values, setValues] = useState<PositionFormValues>(emptyPositionForm);
  const revalidate = useRevalidate();
  const { busy, errors, setErrors, formError, setFormError, run } = useSubmit(
    editing ? 'Failed to update position' : 'Failed to add position',
    formFieldOf,
  );

  useOnOpen(open, position?.id ?? 'new', () => {
    setValues(position ? positionFormOf(position) : emptyPositionForm());
    setErrors({});
    setFormError(null);
  });

  const set = <K extends keyof PositionFormValues>(key: K, value: PositionFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { body, errors: invalid } = positionBody(values, editing ? 'edit' : 'create');
    setErrors(invalid);
    if (!body) return;
    const ok = await run(async () => {
      const saved = editing ? await portfolioApi.update(position!.id, body) : await portfolioApi.create(body);
      toast.success(editing ? `${saved.tradingSymbol} updated` : `${saved.tradingSymbol} added to your positions`);
      await revalidate(PATHS.positions, PATHS.lossCover);
      onSaved?.(saved);
    });
    if (ok) onClose();
  };

  const fut = values.instrument?.instrumentType === 'FUT';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={editing ? `Edit ${position!.tradingSymbol}` : 'Add position'}
      description={
        editing
          ? 'Change the entry of this position. Live values follow at once.'
          : 'Record a position you hold, to follow its live P&L.'
      }
      size="md"
      footer={
        <FormButtons formId="pf-position-form" busy={busy} onCancel={onClose}>
          {editing ? 'Save changes' : 'Add position'}
        </FormButtons>
      }
    >
      <form id="pf-position-form" className="pf-form" onSubmit={submit} noValidate>
        <InstrumentPicker
          label="Instrument"
          value={values.instrument}
          limit={20}
          onChange={(r) => {
            const i = r && pickInstrument(r);
            set('instrument', i);
            // Start from the live price when the feed has one, else the instrument list's reference price.
            if (i && !values.buyPrice)
              set('buyPrice', priceInput(priceStore.get(i.instrumentToken)?.last_price ?? i.lastPrice));
          }}
          error={errors.instrument}
        />
        <div className="pf-form__row">
          <TextField
            label="Buy price (₹)"
            inputMode="decimal"
            value={values.buyPrice}
            onChange={(e) => set('buyPrice', e.target.value)}
            error={errors.buyPrice}
          />
          <TextField
            label="Quantity"
            inputMode="numeric"
            value={values.quantity}
            onChange={(e) => set('quantity', e.target.value)}
            error={errors.quantity}
          />
        </div>
        <div className="pf-form__row">
          <SelectField
            label="Position type"
            options={SIDES}
            value={values.positionType}
            onChange={(e) => set('positionType', e.target.value as 'BUY' | 'SELL')}
            error={errors.positionType}
          />
          <TextField
            label="Buy date"
            type="date"
            value={values.buyDate}
            onChange={(e) => set('buyDate', e.target.value)}
            error={errors.buyDate}
            hint="Optional"
          />
        </div>
        <div className="pf-form__row">
          <TextField
            label="Yesterday's close (₹)"
            inputMode="decimal"
            value={values.yesterdayClosingPrice}
            onChange={(e) => set('yesterdayClosingPrice', e.target.value)}
            error={errors.yesterdayClosingPrice}
            hint="Optional: for today's P&L"
          />
          {fut && (
            <TextField
              label="Expiry"
              type="date"
              value={values.expiry}
              onChange={(e) => set('expiry', e.target.value)}
              error={errors.expiry}
              hint="Empty: the contract's own expiry"
            />
          )}
        </div>
        <FormError text={formError} />
      </form>
    </Dialog>
  );
}
