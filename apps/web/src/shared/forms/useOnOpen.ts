import { useState } from 'react';

/**
 * Calls `reset` (which sets this component's own state) during render each time the dialog opens,
 * or opens for another `key`; so a form starts fresh without an effect and never resets mid-typing.
 */
export function useOnOpen(open: boolean, key: string, reset: () => void): void {
  const [seen, setSeen] = useState<string | null>(null);
  const current = open ? key : null;
  if (current !== seen) {
    setSeen(current);
    if (current !== null) reset();
  }
}
