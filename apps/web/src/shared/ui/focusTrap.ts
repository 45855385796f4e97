// The native modal <dialog> makes the page behind it inert, but Tab from its last control still leaves
// it for the browser's own toolbar. These keep Tab and Shift+Tab going round inside the dialog.

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type=hidden])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[contenteditable]:not([contenteditable=false])',
  '[tabindex]',
].join(', ');

// Of a group of native radios Tab stops only on the checked one (or the first when none is).
function isRadioStop(el: HTMLElement, root: HTMLElement): boolean {
  if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) return true;
  const group = [...root.querySelectorAll<HTMLInputElement>('input[type=radio]')].filter((r) => r.name === el.name);
  const checked = group.find((r) => r.checked);
  return checked ? checked === el : group[0] === el;
}

/** The elements Tab stops on inside `root`, in document order (hidden and tabindex -1 ones left out). */
export function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0 && isRadioStop(el, root),
  );
}

/**
 * Where Tab (or Shift+Tab with `backwards`) must go so focus stays among `stops`: round from the last to
 * the first and back, or in from outside them. Null where the browser's own move stays inside.
 */
export function wrapTarget<T>(stops: readonly T[], active: T | null, backwards: boolean): T | null {
  if (stops.length === 0) return null;
  const first = stops[0]!;
  const last = stops[stops.length - 1]!;
  const at = active === null ? -1 : stops.indexOf(active);
  if (at === -1) return backwards ? last : first;
  if (backwards && at === 0) return last;
  if (!backwards && at === stops.length - 1) return first;
  return null;
}
