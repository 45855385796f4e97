import clsx from 'clsx';
import { useId, useState } from 'react';
import { Checkbox, FieldMessage } from '../../shared/ui';
import { normaliseHex, pickerHex } from './inputRules';

export interface ColorFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}

/** A colour as a native colour picker plus its hex text, both editing the same value. */
export function ColorField({ label, value, onChange, error, hint }: ColorFieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={clsx('field color-field', error && 'field--invalid')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="color-field__row">
        <input
          type="color"
          className="color-field__picker"
          value={pickerHex(value)}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
          aria-label={`${label}: pick a colour`}
        />
        <input
          id={id}
          className="input color-field__hex"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={() => value !== normaliseHex(value) && onChange(normaliseHex(value))}
          spellCheck={false}
          autoComplete="off"
          maxLength={9}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}

export interface ToggleColorFieldProps {
  label: string;
  /** The colour, or null when this colour is not used. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** The colour offered when the box is first ticked. */
  fallback: string;
  error?: string;
}

/** An optional colour: a checkbox turns it on or off; the picker and hex text stay in place, disabled when off. */
export function ToggleColorField({ label, value, onChange, fallback, error }: ToggleColorFieldProps) {
  const [remembered, setRemembered] = useState(value ?? fallback);
  const on = value !== null;
  const shown = value ?? remembered;
  const set = (v: string) => {
    setRemembered(v);
    onChange(v);
  };
  return (
    <div className={clsx('field toggle-color', error && 'field--invalid', !on && 'toggle-color--off')}>
      <Checkbox label={label} checked={on} onChange={(e) => onChange(e.target.checked ? remembered : null)} />
      <div className="color-field__row">
        <input
          type="color"
          className="color-field__picker"
          value={pickerHex(shown)}
          disabled={!on}
          onChange={(e) => set(e.target.value.toUpperCase())}
          aria-label={`${label}: pick a colour`}
        />
        <input
          className="input color-field__hex"
          value={shown}
          disabled={!on}
          onChange={(e) => set(e.target.value)}
          onBlur={() => shown !== normaliseHex(shown) && set(normaliseHex(shown))}
          spellCheck={false}
          autoComplete="off"
          maxLength={9}
          aria-label={`${label} (hex)`}
          aria-invalid={error ? true : undefined}
        />
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
