import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether the element is narrower than `limit` px, followed as it resizes (a container on the grid, or
 * a phone). An element not laid out yet (width 0) counts as wide.
 */
export function useNarrowWidth<E extends HTMLElement>(limit: number) {
  const ref = useRef<E>(null);
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => {
      const width = el.getBoundingClientRect().width;
      setNarrow(width > 0 && width < limit);
    };
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(el);
    return () => observer.disconnect();
  }, [limit]);
  return { ref, narrow };
}
