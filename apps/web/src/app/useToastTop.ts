import { useLayoutEffect, useState } from 'react';
import { useToasterStore } from 'react-hot-toast';
import { toastTop, type ScreenBox } from './toastPlacement';

const HEADER = '.app-header';
const PAGE_HEADER_BUTTONS = '.page-header__actions';

function measure(): number {
  const box = (el: Element): ScreenBox => el.getBoundingClientRect();
  const header = document.querySelector(HEADER);
  return toastTop(
    header ? box(header) : null,
    Array.from(document.querySelectorAll(PAGE_HEADER_BUTTONS), box),
    window.innerWidth,
  );
}

/**
 * The toasts' top offset, measured while a toast is shown and again on scroll and resize, so toasts sit
 * under the header and under the page header's buttons in view.
 */
export function useToastTop(): number {
  const { toasts } = useToasterStore();
  const showing = toasts.some((t) => t.visible);
  const [top, setTop] = useState(72);
  useLayoutEffect(() => {
    if (!showing) return;
    const update = () => setTop(measure());
    update();
    window.addEventListener('scroll', update, { passive: true, capture: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update, { capture: true });
      window.removeEventListener('resize', update);
    };
  }, [showing]);
  return top;
}
