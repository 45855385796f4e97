import { useState, type FormEvent } from 'react';
import { FormButtons, TextField } from '../../shared/ui';
import { fieldErrors } from '../../shared/api/apiError';
import { parseThreshold, type Thresholds } from './threshold';

/**
 * The Portfolio container's settings: 'Profit Above (₹)' and 'Loss Below (₹)', whole rupees only (digits;
 * anything else is not typed in), an empty field meaning 0.
 */
export function ThresholdForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: Thresholds;
  onSave: (t: Thresholds) => Promise<void>;
  onCancel: () => void;
}) {
  const [above, setAbove] = useState(String(initial.above_cash));
  const [below, setBelow] = useState(String(initial.below_cash));
  const [errors, setErrors] = useState<{ above?: string; below?: string }>({});
  const [saving, setSaving] = useState(false);
  const digits = (set: (v: string) => void) => (e: { target: { value: string } }) =>
    parseThreshold(e.target.value) !== null && set(e.target.value.trim());

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      await onSave({ above_cash: parseThreshold(above) ?? 0, below_cash: parseThreshold(below) ?? 0 });
    } catch (err) {
      const f = fieldErrors(err);
      setErrors({ above: f['preferences.portfolio_above_cash'], below: f['preferences.portfolio_below_cash'] });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="threshold-form" onSubmit={submit} noValidate aria-label="Profit and loss thresholds">
      <div className="threshold-form__fields">
        <TextField
          label="Profit Above (₹)"
          inputMode="numeric"
          autoComplete="off"
          placeholder="0"
          value={above}
          onChange={digits(setAbove)}
          error={errors.above}
        />
        <TextField
          label="Loss Below (₹)"
          inputMode="numeric"
          autoComplete="off"
          placeholder="0"
          value={below}
          onChange={digits(setBelow)}
          error={errors.below}
        />
      </div>
      <div className="threshold-form__actions">
        <FormButtons busy={saving} onCancel={onCancel}>
          Save
        </FormButtons>
      </div>
    </form>
  );
}
