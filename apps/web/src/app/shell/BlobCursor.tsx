import { useEffect, useRef } from 'react';
import { uiPreferences } from '../../features/user-settings';

/**
 * The optional soft glow that follows the pointer over the shell's background (UI preference
 * "blob cursor"). Off for touch screens and reduced motion; it moves by transform once per frame.
 */
export function BlobCursor() {
  const prefs = uiPreferences.use();
  const ref = useRef<HTMLDivElement>(null);
  const enabled =
    prefs.blobCursorEnabled &&
    !prefs.reducedAnimations &&
    typeof window !== 'undefined' &&
    window.matchMedia('(pointer: fine)').matches &&
    !window.matchMedia('(prefers-reduced-motion: reduce)').matches;

  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    let x = -500;
    let y = -500;
    const onMove = (e: PointerEvent) => {
      x = e.clientX;
      y = e.clientY;
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          if (ref.current) ref.current.style.transform = `translate3d(${x - 160}px, ${y - 160}px, 0)`;
        });
    };
    window.addEventListener('pointermove', onMove, { passive: true });
    return () => {
      window.removeEventListener('pointermove', onMove);
      cancelAnimationFrame(frame);
    };
  }, [enabled]);

  if (!enabled) return null;
  return <div ref={ref} className="blob-cursor" aria-hidden="true" data-testid="blob-cursor" />;
}
