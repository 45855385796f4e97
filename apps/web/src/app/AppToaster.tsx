import { Toaster } from 'react-hot-toast';
import { useToastTop } from './useToastTop';

/**
 * Below the fixed header (z-index 40 in header.css, stacked with the toasts as the shell makes no
 * stacking context), so what the user opens from it (the user menu, the alerts popover, search
 * suggestions) is drawn over a toast and takes the click; the toasts sit under the header, so they
 * never hide behind it. Modal dialogs are in the top layer, above both.
 */
const TOASTS_Z_INDEX = 39;

/** Toasts top-right for 4 s, kept under the header and clear of the page header's buttons. */
export function AppToaster() {
  const top = useToastTop();
  return (
    <Toaster
      position="top-right"
      containerStyle={{ top, zIndex: TOASTS_Z_INDEX }}
      toastOptions={{ duration: 4000, className: 'toast-surface' }}
    />
  );
}
