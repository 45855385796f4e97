import clsx from 'clsx';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

interface FieldShellProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  id: string;
  className?: string;
  children: ReactNode;
}

/** A field's error, announced, or else its hint; their ids are what `aria-describedby` names. */
export function FieldMessage({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  if (error)
    return (
      <p className="field__error" id={`${id}-error`} role="alert">
        {error}
      </p>
    );
  return hint ? (
    <p className="field__hint" id={`${id}-hint`}>
      {hint}
    </p>
  ) : null;
}

function FieldShell({ label, error, hint, id, className, children }: FieldShellProps) {
  return (
    <div className={clsx('field', error && 'field--invalid', className)}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  fieldClassName?: string;
  trailing?: ReactNode;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, fieldClassName, className, trailing, ...rest },
  ref,
) {
  const auto = useId();
  const inputId = id ?? auto;
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return (
    <FieldShell label={label} error={error} hint={hint} id={inputId} className={fieldClassName}>
      <div className={clsx('input-wrap', trailing && 'input-wrap--trailing')}>
        <input
          ref={ref}
          id={inputId}
          className={clsx('input', className)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        {trailing && <div className="input-wrap__trailing">{trailing}</div>}
      </div>
    </FieldShell>
  );
});

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  options: ReadonlyArray<{ value: string; label: string; disabled?: boolean }>;
  fieldClassName?: string;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, id, options, fieldClassName, className, ...rest },
  ref,
) {
  const auto = useId();
  const selectId = id ?? auto;
  return (
    <FieldShell label={label} error={error} hint={hint} id={selectId} className={fieldClassName}>
      <select
        ref={ref}
        id={selectId}
        className={clsx('input select', className)}
        aria-invalid={error ? true : undefined}
        {...rest}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
});

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

export function Checkbox({ label, className, id, ...rest }: CheckboxProps) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <label className={clsx('checkbox', className)} htmlFor={inputId}>
      <input id={inputId} type="checkbox" {...rest} />
      <span className="checkbox__box" aria-hidden="true" />
      <span className="checkbox__label">{label}</span>
    </label>
  );
}

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  hideLabel?: boolean;
  className?: string;
}

/** An on/off setting: a button with role="switch", toggled by click, Space or Enter. */
export function Switch({ checked, onChange, label, description, disabled, hideLabel, className }: SwitchProps) {
  const id = useId();
  return (
    <div className={clsx('switch-row', className)}>
      {!hideLabel && (
        <div className="switch-row__text">
          <span className="switch-row__label" id={`${id}-label`}>
            {label}
          </span>
          {description && <span className="switch-row__description">{description}</span>}
        </div>
      )}
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={hideLabel ? undefined : `${id}-label`}
        aria-label={hideLabel && typeof label === 'string' ? label : undefined}
        className="switch"
        disabled={disabled}
        onClick={() => onChange(!checked)}
      >
        <span className="switch__thumb" />
      </button>
    </div>
  );
}
