import { useCallback, useEffect, useRef, useState } from 'react';
import { FORCED_HOLD_MS, pointerAction, type AutoHideSettings } from './autoHide';

/**
 * Header visibility under auto-hide: near the top edge it shows after the show
 * delay; away from it, and not hovered, it hides after the hide delay; scrolling up shows it; a forced
 * show or hide holds for 3 s.
 */
export function useAutoHideHeader(enabled: boolean, settings: AutoHideSettings) {
  const [visible, setVisible] = useState(true);
  const hovered = useRef(false);
  const visibleRef = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const heldUntil = useRef(0);
  const lastScroll = useRef(0);
  const s = useRef(settings);
  s.current = settings;

  const apply = useCallback((v: boolean) => {
    visibleRef.current = v;
    setVisible(v);
  }, []);
  const clear = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  useEffect(() => {
    if (!enabled) {
      clear();
      apply(true);
      return;
    }
    const onMove = (e: MouseEvent) => {
      if (Date.now() < heldUntil.current) return;
      const action = pointerAction(e.clientY, hovered.current, visibleRef.current, s.current);
      if (action.kind === 'none') {
        if (e.clientY <= s.current.proximity || hovered.current) clear();
        return;
      }
      if (timer.current) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        apply(action.kind === 'show');
      }, action.afterMs);
    };
    const onScroll = () => {
      const y = window.scrollY;
      if (y < lastScroll.current && Date.now() >= heldUntil.current) {
        clear();
        apply(true);
      }
      lastScroll.current = y;
    };
    window.addEventListener('mousemove', onMove, { passive: true });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('mousemove', onMove);
      window.removeEventListener('scroll', onScroll);
      clear();
    };
  }, [enabled, apply]);

  /** Shows or hides at once and holds that for 3 s. */
  const force = useCallback(
    (v: boolean) => {
      clear();
      heldUntil.current = Date.now() + FORCED_HOLD_MS;
      apply(v);
    },
    [apply],
  );

  const hoverProps = {
    onMouseEnter: () => {
      hovered.current = true;
      clear();
    },
    onMouseLeave: () => {
      hovered.current = false;
    },
    onFocusCapture: () => {
      // Keyboard users reaching the header must see it.
      if (!visibleRef.current) force(true);
    },
  };

  return { visible: !enabled || visible, force, hoverProps };
}
