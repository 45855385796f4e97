import { BellRing } from 'lucide-react';
import toast, { type Toast } from 'react-hot-toast';
import { TOAST_MS, type AlertQueueItem } from './alertConstants';
import { targetReachedText } from './alertText';

export interface AlertToastProps {
  item: AlertQueueItem;
  toastId: string;
  onOpen: (item: AlertQueueItem) => void;
}

/**
 * The toast says 'Target reached for {symbol}! Current: ₹x'; the whole toast is a button, because it sits over the
 * header's bell and a click on it should do what the bell's entry does: open the chart.
 */
export function AlertToast({ item, toastId, onOpen }: AlertToastProps) {
  return (
    <button
      type="button"
      className="alert-toast"
      onClick={() => {
        toast.dismiss(toastId);
        onOpen(item);
      }}
    >
      <span className="alert-toast__text">{targetReachedText(item.instrumentName, item.currentPrice)}</span>
      <span className="alert-toast__hint">View chart</span>
    </button>
  );
}

/** The in-page alert toast: 'Target reached for {symbol}! Current: ₹x', for 5 s. */
export function showAlertToast(item: AlertQueueItem, onOpen: (item: AlertQueueItem) => void): void {
  toast((t: Toast) => <AlertToast item={item} toastId={t.id} onOpen={onOpen} />, {
    id: `target-alert-${item.id}`,
    duration: TOAST_MS.fallback,
    icon: <BellRing size={18} color="var(--color-primary)" aria-hidden="true" />,
  });
}
