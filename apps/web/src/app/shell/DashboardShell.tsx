import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { alertSound } from '../../features/alerts';
import { uiPreferences } from '../../features/user-settings';
import { liveSocket } from '../../shared/live/liveSocket';
import { Background } from './Background';
import { BlobCursor } from './BlobCursor';
import { Header } from './Header';
import { Sidebar } from './Sidebar';
import { ThemeApplier } from './ThemeApplier';
import { navbarExpanded, useIsMobile } from './useSidebar';

/** Header, sidebar and the current page. */
export function DashboardShell() {
  const persisted = navbarExpanded.use();
  const mobile = useIsMobile();
  // Under 768 px the sidebar is an overlay: closed at first and after every navigation; the
  // persisted (desktop) state is left alone.
  const [overlayOpen, setOverlayOpen] = useState(false);
  const location = useLocation();
  const { pixelTransitions } = uiPreferences.use();
  useEffect(() => setOverlayOpen(false), [location.pathname, mobile]);
  useInAppRuleAlerts();

  const expanded = mobile ? overlayOpen : persisted;
  const toggle = () => (mobile ? setOverlayOpen((o) => !o) : navbarExpanded.set((v) => !v));

  return (
    <div className={clsx('shell', expanded && !mobile && 'shell--expanded', mobile && 'shell--mobile')}>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <ThemeApplier />
      <Background />
      <BlobCursor />
      <Header sidebarExpanded={expanded} onToggleSidebar={toggle} />
      <Sidebar
        expanded={expanded}
        mobile={mobile}
        onNavigate={() => setOverlayOpen(false)}
        onClose={() => setOverlayOpen(false)}
      />
      <main id="main-content" className="shell__main" tabIndex={-1}>
        {/* A new page plays the pixel transition when the user turned it on. */}
        <div
          key={pixelTransitions ? location.pathname : 'page'}
          className={clsx(pixelTransitions && 'pixel-enter')}
          data-testid="page-frame"
        >
          <Outlet />
        </div>
      </main>
    </div>
  );
}

/**
 * Shows the in-app alerts of the user's rules while the dashboard is open. The feature loads after the
 * first screen, in its own chunk: the first screen's JavaScript stays within its budget.
 */
function useInAppRuleAlerts(): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    void import('../../features/alert-rules').then((m) => {
      if (!gone) stop = m.startRuleAlerts(liveSocket, () => alertSound.playChime());
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, []);
}
