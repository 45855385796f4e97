import clsx from 'clsx';
import { Target } from 'lucide-react';
import { memo } from 'react';
import { formatDateTime } from '../../shared/format/dates';
import { formatPrice } from '../../shared/format/numbers';
import type { AlertRow } from './alertConstants';
import { relativeTime } from './alertText';

export interface AlertListItemProps {
  alert: AlertRow;
  now: number;
  onOpen: (alert: AlertRow) => void;
}

/** One alert: a button that marks it read and opens its chart. */
export const AlertListItem = memo(function AlertListItem({ alert, now, onOpen }: AlertListItemProps) {
  const at = Date.parse(alert.triggered_at);
  return (
    <li>
      <button
        type="button"
        className={clsx('alert-item', !alert.read && 'alert-item--unread')}
        onClick={() => onOpen(alert)}
        data-alert-id={alert.id}
      >
        <span className="alert-item__icon" aria-hidden="true">
          <Target size={16} />
        </span>
        <span className="alert-item__main">
          <span className="alert-item__top">
            <span className="alert-item__symbol">{alert.tradingsymbol}</span>
            <time
              className="alert-item__time"
              dateTime={alert.triggered_at}
              title={Number.isFinite(at) ? formatDateTime(at) : undefined}
            >
              {relativeTime(alert.triggered_at, now)}
            </time>
          </span>
          <span className="alert-item__prices num">
            <span>Target {formatPrice(alert.target_price)}</span>
            <span aria-hidden="true"> · </span>
            <span>Price {formatPrice(alert.current_price)}</span>
          </span>
        </span>
        {!alert.read && (
          <span className="alert-item__dot">
            <span className="visually-hidden">Unread</span>
          </span>
        )}
      </button>
    </li>
  );
});
