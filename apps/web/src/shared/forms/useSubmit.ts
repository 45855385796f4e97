import { useState } from 'react';
import { errorText, fieldErrors } from '../api/apiError';
import { toastFailure } from '../api/errorToast';

/**
 * A dialog's submit: runs the call, puts a 400's `details` next to their fields (through `fieldOf`)
 * and anything else in a toast, and reports whether it worked.
 */
export function useSubmit(fallback: string, fieldOf: (serverField: string) => string = (f) => f) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const run = async (call: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setFormError(null);
    try {
      await call();
      setErrors({});
      return true;
    } catch (e) {
      const byField: Record<string, string> = {};
      for (const [f, m] of Object.entries(fieldErrors(e))) byField[fieldOf(f)] = m;
      setErrors(byField);
      const text = errorText(e, fallback);
      if (Object.keys(byField).length === 0) {
        setFormError(text);
        toastFailure(e, fallback);
      }
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { busy, errors, setErrors, formError, setFormError, run };
}
