import { useState, type FormEvent } from 'react';
import { Button, TextField } from '../../shared/ui';
import { monthsInputText, MONTHS_DEFAULT, MONTHS_MAX, MONTHS_MIN, parseMonthsInput } from './months';

export interface TimeRangeSettingsProps {
  months: number;
  onSave: (months: number) => void;
  onCancel: () => void;
}

/** The Analytics settings panel: 'Time Range (Months)', digits only, 1 to 60, empty resets to 12. */
export function TimeRangeSettings({ months, onSave, onCancel }: TimeRangeSettingsProps) {
  const [text, setText] = useState(String(months));
  const [error, setError] = useState<string | undefined>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseMonthsInput(text);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    onSave(parsed.months);
  };

  return (
    <form className="an-settings" onSubmit={submit} aria-label="Time range settings" noValidate>
      <TextField
        label="Time Range (Months)"
        inputMode="numeric"
        autoComplete="off"
        autoFocus
        value={text}
        error={error}
        hint={`Whole months from ${MONTHS_MIN} to ${MONTHS_MAX}; leave empty for ${MONTHS_DEFAULT}.`}
        onChange={(e) => {
          setText(monthsInputText(e.target.value));
          setError(undefined);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onCancel();
        }}
        fieldClassName="an-settings__field"
      />
      <div className="an-settings__actions">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="primary" type="submit">
          Save
        </Button>
      </div>
    </form>
  );
}
