import { useState, type FormEvent } from 'react';
import { FormButtons, TextField } from '../../shared/ui';
import { fieldErrors } from '../../shared/api/apiError';
import { acceptsRangeInput, rangeFromInputs, type LossRange } from './lossRange';
import './lossCover.css';

export interface LossRangeFormProps {
  initial: LossRange;
  /** Stores the range; a rejection keeps the form open with the server's field errors. */
  onSave: (range: LossRange) => Promise<void>;
  onCancel: () => void;
}

const text = (v: number) => String(v);

/**
 * The loss-range panel: 'Min Loss %' and 'Max Loss %' take digits with an optional decimal point, only
 * 0 to 100; an empty min saves as 0 and an empty max as 100. Min may exceed max.
 */
export function LossRangeForm({ initial, onSave, onCancel }: LossRangeFormProps) {
  const [min, setMin] = useState(text(initial.min));
  const [max, setMax] = useState(text(initial.max));
  const [errors, setErrors] = useState<{ min?: string; max?: string }>({});
  const [saving, setSaving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      await onSave(rangeFromInputs(min, max));
    } catch (err) {
      const f = fieldErrors(err);
      setErrors({
        min: f['preferences.loss_cover_min_percent'] ?? f.loss_cover_min_percent,
        max: f['preferences.loss_cover_max_percent'] ?? f.loss_cover_max_percent,
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="lc-range" onSubmit={submit} noValidate aria-label="Loss range">
      <div className="lc-range__fields">
        <TextField
          label="Min Loss %"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={min}
          onChange={(e) => acceptsRangeInput(e.target.value) && setMin(e.target.value)}
          error={errors.min}
        />
        <TextField
          label="Max Loss %"
          inputMode="decimal"
          autoComplete="off"
          placeholder="100"
          value={max}
          onChange={(e) => acceptsRangeInput(e.target.value) && setMax(e.target.value)}
          error={errors.max}
        />
      </div>
      <p className="lc-range__hint">
        Positions whose loss from the buy price lies in this range are listed, both ends included. Leave a field empty
        for 0 and 100.
      </p>
      <div className="lc-range__actions">
        <FormButtons busy={saving} onCancel={onCancel}>
          Save
        </FormButtons>
      </div>
    </form>
  );
}
