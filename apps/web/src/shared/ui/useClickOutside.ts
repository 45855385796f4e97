import { useEffect, useRef, type RefObject } from 'react';

/** While `open`, a mouse press outside `root` calls `onOutside`: menus and popovers close that way. */
export function useClickOutside(open: boolean, root: RefObject<HTMLElement | null>, onOutside: () => void): void {
  const latest = useRef(onOutside);
  useEffect(() => {
    latest.current = onOutside;
  });
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) latest.current();
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open, root]);
}
