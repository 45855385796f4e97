import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { Tone } from '../format/numbers';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  tone?: Tone;
  hint?: ReactNode;
  icon?: ReactNode;
  /** Clicking toggles something about the value (compact/full format). */
  onToggle?: () => void;
  toggleLabel?: string;
  loading?: boolean;
}

export function StatCard({ label, value, tone, hint, icon, onToggle, toggleLabel, loading }: StatCardProps) {
  const body = (
    <>
      <span className="stat__label">
        {icon && (
          <span className="stat__icon" aria-hidden="true">
            {icon}
          </span>
        )}
        {label}
      </span>
      <span className={clsx('stat__value num', tone && `tone-${tone}`)}>
        {loading ? <span className="skeleton" style={{ width: 90, height: 22 }} /> : value}
      </span>
      {hint && <span className="stat__hint">{hint}</span>}
    </>
  );
  if (onToggle) {
    return (
      <button
        type="button"
        className="stat stat--toggle"
        onClick={onToggle}
        title={toggleLabel ?? 'Switch between compact and full amounts'}
      >
        {body}
      </button>
    );
  }
  return <div className="stat">{body}</div>;
}
