import { useCallback, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { SecuritySearchResult } from '@app/contracts/market/messages';
import { Dialog, FormButtons, TextField } from '../../shared/ui';
import { formatSignedAmount } from '../../shared/format/numbers';
import { InstrumentPicker } from '../instruments';
import { useLivePrice } from '../../shared/live/useLivePrice';
import { SALE_PATHS } from '../../shared/api/paths';
import { useRevalidate } from '../../shared/api/useRevalidate';
import { portfolioApi } from './portfolioApi';
import { formatDay } from '../../shared/format/dates';
import { pickInstrument, priceInput } from '../instruments';
import { rolloverBody, rolloverCandidates, rolloverFieldOf, rolloverQuery, type RolloverValues } from './rolloverForm';
import { FormError } from '../../shared/forms/FormError';
import { PositionFacts } from './PositionFacts';
import { useLiveOrLast, type PositionDialogProps } from './useLiveOrLast';
import { useOnOpen } from '../../shared/forms/useOnOpen';
import { useSubmit } from '../../shared/forms/useSubmit';

const EMPTY: RolloverValues = { instrument: null, newExpiry: '', closePrice: '', openPrice: '' };

/** Rolls a futures position into another contract: sells at the close price, buys the same quantity at the open price. */
export function RolloverDialog({ open, onClose, position }: PositionDialogProps) {
  const live = useLiveOrLast(position);
  const revalidate = useRevalidate();
  const [values, setValues] = useState<RolloverValues>(EMPTY);
  const nextLive = useLivePrice(values.instrument?.instrumentToken);
  const { busy, errors, setErrors, formError, setFormError, run } = useSubmit('Failed to roll over', rolloverFieldOf);
  const filter = useCallback(
    (r: SecuritySearchResult[]) => (position ? rolloverCandidates(r, position) : r),
    [position],
  );
  useOnOpen(open && position !== null, position?.id ?? '', () => {
    setValues({ ...EMPTY, closePrice: priceInput(live) });
    setErrors({});
    setFormError(null);
  });
  if (!position) return null;
  const set = <K extends keyof RolloverValues>(key: K, value: RolloverValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { body, errors: invalid } = rolloverBody(values, position);
    setErrors(invalid);
    if (!body) return;
    const ok = await run(async () => {
      const done = await portfolioApi.rollover(position.id, body);
      toast.success(
        `Rolled ${position.tradingSymbol} into ${done.position.tradingSymbol}: closed at net ${formatSignedAmount(done.soldPosition.realizedProfitLoss, 2)}`,
      );
      await revalidate(...SALE_PATHS);
    });
    if (ok) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Roll over ${position.tradingSymbol}`}
      description={`Closes this contract${position.expiry ? ` (expiry ${formatDay(position.expiry)})` : ''} and opens the same quantity in the next one.`}
      footer={
        <FormButtons formId="pf-rollover-form" busy={busy} onCancel={onClose}>
          Roll over
        </FormButtons>
      }
    >
      <form id="pf-rollover-form" className="pf-form" onSubmit={submit} noValidate>
        <PositionFacts position={position} />
        <InstrumentPicker
          label="New contract"
          value={values.instrument}
          initialQuery={rolloverQuery(position)}
          limit={50}
          filter={filter}
          onChange={(r) => {
            const i = r && pickInstrument(r);
            setValues((v) => ({ ...v, instrument: i, openPrice: v.openPrice || priceInput(i?.lastPrice) }));
          }}
          error={errors.instrument}
          hint={`Futures of ${position.name} on ${position.exchange}`}
        />
        <TextField
          label="New expiry"
          type="date"
          value={values.newExpiry}
          onChange={(e) => set('newExpiry', e.target.value)}
          error={errors.newExpiry}
        />
        <div className="pf-form__row">
          <TextField
            label="Close price (₹)"
            inputMode="decimal"
            value={values.closePrice}
            onChange={(e) => set('closePrice', e.target.value)}
            error={errors.closePrice}
            hint="Exit of the current contract"
          />
          <TextField
            label="Open price (₹)"
            inputMode="decimal"
            value={values.openPrice}
            onChange={(e) => set('openPrice', e.target.value)}
            error={errors.openPrice}
            hint={nextLive ? `Live: ${nextLive.last_price.toFixed(2)}` : 'Entry in the new contract'}
          />
        </div>
        <FormError text={formError} />
      </form>
    </Dialog>
  );
}
