import { useEffect, useState } from 'react';
import { onSignedOut } from '../../shared/session/sessionEvents';
import { createLocalStore } from '../../shared/storage/localStore';

/** Below this width the sidebar overlays the page instead of pushing it. */
export const MOBILE_BREAKPOINT = 768;

/** The navbar's expanded state, persisted; reset to expanded at logout. */
export const navbarExpanded = createLocalStore<boolean>('navbarExpanded', true, (raw) =>
  typeof raw === 'boolean' ? raw : null,
);
onSignedOut(() => navbarExpanded.set(true));

const mobileQuery = () =>
  typeof window !== 'undefined' ? window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`) : null;

/** True under 768 px wide. */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => mobileQuery()?.matches ?? false);
  useEffect(() => {
    const mq = mobileQuery();
    if (!mq) return;
    const on = () => setMobile(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);
  return mobile;
}
