import { useState, type ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  tone?: 'danger' | 'primary';
  onConfirm: () => Promise<void> | void;
  onClose: () => void;
  /** The confirm button waits (for example while the dialog still loads what it shows). */
  confirmDisabled?: boolean;
  /** Focus starts on the confirm button (off where a slip of Enter would cost too much). */
  focusConfirm?: boolean;
}

/** Asks before a destructive action; the confirm button shows progress until the action settles. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  tone = 'danger',
  onConfirm,
  onClose,
  confirmDisabled,
  focusConfirm = true,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // the action reported its own failure; keep the dialog open so the user can retry or cancel
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            variant={tone}
            onClick={confirm}
            loading={busy}
            disabled={confirmDisabled}
            data-autofocus={focusConfirm || undefined}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="confirm__message">{message}</div>
    </Dialog>
  );
}
