/** A box on the screen, in viewport pixels. */
export interface ScreenBox {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** react-hot-toast's widest toast and its distance from the window's edge. */
export const TOAST_MAX_WIDTH = 350;
export const TOAST_EDGE = 16;
const GAP = 8;

/**
 * The top of the top-right toasts: under the fixed header, and under any page-header buttons that are in
 * view below it and reach into the toasts' column, so a toast never covers the button a user reaches for
 * next (Refresh, Add Position ...). Buttons scrolled away under the header no longer count.
 */
export function toastTop(header: ScreenBox | null, buttons: readonly ScreenBox[], viewportWidth: number): number {
  const headerBottom = Math.max(0, header?.bottom ?? 0);
  const column = viewportWidth - TOAST_EDGE - TOAST_MAX_WIDTH;
  const clear = buttons
    .filter((b) => b.right > column && b.bottom > headerBottom && b.bottom > b.top)
    .reduce((lowest, b) => Math.max(lowest, b.bottom), headerBottom);
  return Math.round(clear + GAP);
}
