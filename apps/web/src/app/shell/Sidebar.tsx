import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useAuth } from '../../shared/session/useAuth';
import { HelpDialog } from './HelpDialog';
import { navItemsFor } from './navItems';

export interface SidebarProps {
  expanded: boolean;
  mobile: boolean;
  onNavigate: () => void;
  onClose: () => void;
}

export function Sidebar({ expanded, mobile, onNavigate, onClose }: SidebarProps) {
  const { isAdmin } = useAuth();
  const [helpOpen, setHelpOpen] = useState(false);
  const items = navItemsFor(isAdmin);
  const main = items.filter((i) => !i.adminOnly);
  const admin = items.filter((i) => i.adminOnly);
  const showLabels = expanded || mobile;

  // The open overlay closes on Escape wherever the focus is (it usually stays on the menu button).
  const overlayOpen = mobile && expanded;
  useEffect(() => {
    if (!overlayOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !document.querySelector('dialog[open]')) onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [overlayOpen, onClose]);

  const renderItem = (item: (typeof items)[number]) => {
    const Icon = item.icon;
    const content = (
      <>
        <Icon size={18} aria-hidden="true" className="sidebar__icon" />
        <span className="sidebar__label">{item.label}</span>
      </>
    );
    if (!item.to) {
      return (
        <li key={item.label}>
          <button
            type="button"
            className="sidebar__link"
            onClick={() => setHelpOpen(true)}
            title={showLabels ? undefined : item.label}
          >
            {content}
          </button>
        </li>
      );
    }
    return (
      <li key={item.label}>
        <NavLink
          to={item.to}
          end={item.end}
          className={({ isActive }) => clsx('sidebar__link', isActive && 'sidebar__link--active')}
          onClick={onNavigate}
          title={showLabels ? undefined : item.label}
        >
          {content}
        </NavLink>
      </li>
    );
  };

  return (
    <>
      {mobile && expanded && <div className="sidebar-scrim" onClick={onClose} aria-hidden="true" />}
      <aside
        id="app-sidebar"
        className={clsx(
          'sidebar',
          showLabels ? 'sidebar--expanded' : 'sidebar--collapsed',
          mobile && 'sidebar--overlay',
          mobile && !expanded && 'sidebar--hidden',
        )}
        aria-label="Main navigation"
      >
        <nav className="sidebar__nav">
          <ul className="sidebar__list">{main.map(renderItem)}</ul>
          {admin.length > 0 && (
            <>
              <p className="sidebar__section">{showLabels ? 'Admin' : ''}</p>
              <ul className="sidebar__list">{admin.map(renderItem)}</ul>
            </>
          )}
        </nav>
        <div className="sidebar__footer">
          <NavLink
            to="/dashboard/settings"
            className={({ isActive }) =>
              clsx('sidebar__link sidebar__link--footer', isActive && 'sidebar__link--active')
            }
            onClick={onNavigate}
            aria-label="Settings (footer)"
            title={showLabels ? undefined : 'Settings'}
          >
            <span className="system-online" aria-hidden="true" />
            <span className="sidebar__label">System Online</span>
          </NavLink>
        </div>
      </aside>
      <HelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </>
  );
}
