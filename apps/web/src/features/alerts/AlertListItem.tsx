import { Target } from 'lucide-react';
import { memo } from 'react';
import { formatPrice } from '../../shared/format/numbers';
import type { AlertRow } from './alertConstants';
import { BellRow } from './BellRow';

export interface AlertListItemProps {
  alert: AlertRow;
  now: number;
  onOpen: (alert: AlertRow) => void;
}

/** A watchlist target reached: marks it read and opens its chart. */
export const AlertListItem = memo(function AlertListItem({ alert, now, onOpen }: AlertListItemProps) {
  return (
    <BellRow
      id={alert.id}
      tone="target"
      icon={<Target size={16} />}
      title={alert.tradingsymbol}
      at={alert.triggered_at}
      read={alert.read}
      now={now}
      onOpen={() => onOpen(alert)}
      detail={
        <span className="alert-item__prices num">
          <span>Target {formatPrice(alert.target_price)}</span>
          <span aria-hidden="true"> · </span>
          <span>Price {formatPrice(alert.current_price)}</span>
        </span>
      }
    />
  );
});
