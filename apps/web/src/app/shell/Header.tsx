import clsx from 'clsx';
import { EyeOff, Menu as MenuIcon, PanelTop } from 'lucide-react';
import { IconButton } from '../../shared/ui';
import { NotificationBell } from '../../features/alerts';
import { useHeaderIndices } from '../../features/indices';
import { MarketStatusBadge } from '../../features/market-status';
import { settingsApi } from '../../features/user-settings';
import { useSettings } from '../../features/user-settings';
import { ConnectionIndicator } from './ConnectionIndicator';
import { SymbolSearch } from './SymbolSearch';
import { UserMenu } from './UserMenu';
import { useAutoHideHeader } from './useAutoHideHeader';
import { toastFailure } from '../../shared/api/errorToast';

export interface HeaderProps {
  sidebarExpanded: boolean;
  onToggleSidebar: () => void;
}

export function Header({ sidebarExpanded, onToggleSidebar }: HeaderProps) {
  const { settings, patch, status: settingsStatus } = useSettings();
  const prefs = settings.header_preferences;
  const autoHide = useAutoHideHeader(prefs.auto_hide_enabled, {
    proximity: prefs.proximity_threshold,
    hideDelay: prefs.hide_delay,
    showDelay: prefs.show_delay,
  });
  const indices = useHeaderIndices();

  // Saved to the server; the local switch goes back if the save fails. It waits for the saved
  // preferences, or a late answer would put the old choice back over the click.
  const toggleAutoHide = async () => {
    const next = { ...prefs, auto_hide_enabled: !prefs.auto_hide_enabled };
    await patch('header_preferences', next);
    try {
      await settingsApi.headerPreferences(next);
      autoHide.force(true);
    } catch (e) {
      await patch('header_preferences', prefs);
      toastFailure(e, 'Failed to update header preferences');
    }
  };

  return (
    <>
      <header
        className={clsx(
          'app-header',
          prefs.auto_hide_enabled && 'app-header--auto',
          !autoHide.visible && 'app-header--hidden',
        )}
        {...autoHide.hoverProps}
      >
        <div className="app-header__start">
          <IconButton
            label={sidebarExpanded ? 'Collapse sidebar' : 'Expand sidebar'}
            onClick={onToggleSidebar}
            aria-controls="app-sidebar"
            aria-expanded={sidebarExpanded}
          >
            <MenuIcon size={18} />
          </IconButton>
          <span className="app-header__brand">
            <img src="/favicon.svg" alt="" width={26} height={26} />
            <span className="app-header__title">Trading Dashboard</span>
          </span>
          <MarketStatusBadge />
        </div>
        <div className="app-header__center">
          <div className="app-header__indices">{indices.leftGroup}</div>
          <SymbolSearch className="app-header__search" />
          <div className="app-header__indices">
            {indices.rightGroup}
            {indices.pickerButton}
          </div>
        </div>
        <div className="app-header__end">
          <ConnectionIndicator />
          <IconButton
            label={prefs.auto_hide_enabled ? 'Turn off auto-hide header' : 'Turn on auto-hide header'}
            onClick={toggleAutoHide}
            disabled={settingsStatus === 'loading'}
            active={prefs.auto_hide_enabled}
            aria-pressed={prefs.auto_hide_enabled}
          >
            {prefs.auto_hide_enabled ? <EyeOff size={18} /> : <PanelTop size={18} />}
          </IconButton>
          <NotificationBell />
          <UserMenu onOpenIndexPicker={indices.openPicker} />
        </div>
      </header>
      {indices.dialog}
    </>
  );
}
