import { Toaster } from 'react-hot-toast';
import { useToastTop } from './useToastTop';

/** Toasts top-right for 4 s, kept under the header and clear of the page header's buttons. */
export function AppToaster() {
  const top = useToastTop();
  return (
    <Toaster
      position="top-right"
      containerStyle={{ top }}
      toastOptions={{ duration: 4000, className: 'toast-surface' }}
    />
  );
}
