import clsx from 'clsx';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button, IconButton } from './Button';
import { tabStops, wrapTarget } from './focusTrap';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
  /** Element to focus when the dialog opens (defaults to the first field or button). */
  initialFocus?: React.RefObject<HTMLElement | null>;
}

/**
 * A modal on the native <dialog>: the page behind is inert, Tab goes round inside it, Escape closes it
 * and focus returns to the opener when it closes.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  className,
  initialFocus,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null;
      dialog.showModal();
      const target =
        initialFocus?.current ??
        dialog.querySelector<HTMLElement>(
          '[data-autofocus], input:not([disabled]):not([type=hidden]), select, textarea, .dialog__body button:not([disabled])',
        );
      target?.focus();
      return () => {
        if (dialog.open) dialog.close();
        opener?.focus?.();
      };
    }
    if (!open && dialog.open) dialog.close();
  }, [open, initialFocus]);

  return (
    <dialog
      ref={ref}
      className={clsx('dialog', `dialog--${size}`, className)}
      aria-labelledby={titleId}
      aria-describedby={description ? descId : undefined}
      onCancel={(e) => {
        e.preventDefault();
        onCloseRef.current();
      }}
      onKeyDown={(e) => {
        const dialog = ref.current;
        // A dialog opened from inside this one keeps its own Tab order.
        if (e.key !== 'Tab' || !dialog || (e.target as Element).closest('dialog') !== dialog) return;
        const target = wrapTarget(tabStops(dialog), document.activeElement as HTMLElement | null, e.shiftKey);
        if (target) {
          e.preventDefault();
          target.focus();
        }
      }}
      onMouseDown={(e) => {
        // A press on the backdrop (the dialog element itself, outside its panel) closes it.
        if (e.target === ref.current) onCloseRef.current();
      }}
    >
      {open && (
        <div className="dialog__panel">
          <header className="dialog__header">
            <div>
              <h2 id={titleId} className="dialog__title">
                {title}
              </h2>
              {description && (
                <p id={descId} className="dialog__description">
                  {description}
                </p>
              )}
            </div>
            <IconButton label="Close" size="sm" onClick={() => onCloseRef.current()}>
              <X size={16} />
            </IconButton>
          </header>
          <div className="dialog__body">{children}</div>
          {footer && <footer className="dialog__footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}

/**
 * A form's Cancel (off while saving) and submit buttons. In a dialog's footer, outside the form, `formId`
 * names the form the submit button sends.
 */
export function FormButtons({
  formId,
  busy,
  onCancel,
  children,
}: {
  formId?: string;
  busy: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <Button variant="ghost" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button variant="primary" type="submit" form={formId} loading={busy}>
        {children}
      </Button>
    </>
  );
}
