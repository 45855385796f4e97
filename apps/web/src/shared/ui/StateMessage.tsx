import clsx from 'clsx';
import { AlertTriangle, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Spinner } from './Spinner';

export function LoadingState({ text, className }: { text: string; className?: string }) {
  return (
    <div className={clsx('state', className)} role="status" aria-live="polite">
      <Spinner size={22} />
      <p className="state__text">{text}</p>
    </div>
  );
}

export function EmptyState({
  title,
  hint,
  icon,
  action,
  className,
}: {
  title: string;
  hint?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={clsx('state', className)}>
      <div className="state__icon" aria-hidden="true">
        {icon ?? <Inbox size={28} />}
      </div>
      <p className="state__title">{title}</p>
      {hint && <p className="state__text">{hint}</p>}
      {action}
    </div>
  );
}

export function ErrorState({
  title,
  message,
  onRetry,
  className,
}: {
  title: string;
  message?: string;
  onRetry?: () => void;
  className?: string;
}) {
  return (
    <div className={clsx('state state--error', className)} role="alert">
      <div className="state__icon" aria-hidden="true">
        <AlertTriangle size={28} />
      </div>
      <p className="state__title">{title}</p>
      {message && <p className="state__text">{message}</p>}
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Retry
        </Button>
      )}
    </div>
  );
}
