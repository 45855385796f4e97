import clsx from 'clsx';
import { EyeOff, Menu as MenuIcon, PanelTop } from 'lucide-react';
import toast from 'react-hot-toast';
import { IconButton } from '../../components/ui';
import { NotificationBell } from '../alerts/NotificationBell';
import { errorText } from '../api/apiError';
import { useHeaderIndices } from '../indices/HeaderIndices';
import { MarketStatusBadge } from '../market/MarketStatusBadge';
import { settingsApi } from '../settings/settingsApi';
import { useSettings } from '../settings/useSettings';
import { ConnectionIndicator } from './header/ConnectionIndicator';
import { SymbolSearch } from './header/SymbolSearch';
import { UserMenu } from './header/UserMenu';
import { useAutoHideHeader } from './useAutoHideHeader';

export interface HeaderProps {
  sidebarExpanded: boolean;
  onToggleSidebar: () => void;
}

export function Header({ sidebarExpanded, onToggleSidebar }: HeaderProps) {
  const { settings, patch, status: settingsStatus } = useSettings();
  const prefs = settings.header_preferences;
  const autoHide = useAutoHideHeader(prefs.auto_hide_enabled, { proximity: prefs.proximity_threshold, hideDelay: prefs.hide_delay, showDelay: prefs.show_delay });
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
      toast.error(errorText(e, 'Failed to update header preferences'));
    }
  };

  return (
    <>
      <header className={clsx('app-header', prefs.auto_hide_enabled && 'app-header--auto', !autoHide.visible && 'app-header--hidden')} {...autoHide.hoverProps}>
        <div className="app-header__start">
          <IconButton label={sidebarExpanded ? 'Collapse sidebar' : 'Expand sidebar'} onClick={onToggleSidebar} aria-controls="app-sidebar" aria-expanded={sidebarExpanded}>
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
          <IconButton label={prefs.auto_hide_enabled ? 'Turn off auto-hide header' : 'Turn on auto-hide header'} onClick={toggleAutoHide} disabled={settingsStatus === 'loading'} active={prefs.auto_hide_enabled} aria-pressed={prefs.auto_hide_enabled}>
            {prefs.auto_hide_enabled ? <EyeOff size={18} /> : <PanelTop size={18} />}
          </IconButton>
          <NotificationBell />
          <UserMenu />
        </div>
      </header>
      {indices.dialog}
    </>
  );
}
