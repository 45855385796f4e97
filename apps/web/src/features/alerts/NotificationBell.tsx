import clsx from 'clsx';
import { Bell } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { IconButton, useClickOutside } from '../../shared/ui';
import { useNow } from '../../shared/ui/useNow';
import { useAuth } from '../../shared/session/useAuth';
import { AlertPopover } from './AlertPopover';
import {
  bellActions,
  ensureAlertUser,
  openAlert,
  openRuleFire,
  setAlertNavigator,
  startAlertMonitor,
} from './alertRuntime';
import { badgeText } from './alertText';
import type { BellItem } from './bellList';
import { useBell } from './useAlerts';
import './alerts.css';

// The header is part of the first screen, so the monitor is wired before the session is restored.
startAlertMonitor();

/** The header bell: unread count, and a popover with the recent target alerts and rule alerts. */
export function NotificationBell() {
  const { user } = useAuth();
  const view = useBell();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const now = useNow(30_000, open);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (user) ensureAlertUser(user);
  }, [user]);
  useEffect(() => setAlertNavigator(navigate), [navigate]);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    void bellActions.refresh();
    const panel = panelRef.current;
    (panel?.querySelector<HTMLElement>('.alert-item') ?? panel)?.focus();
  }, [open]);
  useClickOutside(open, rootRef, () => setOpen(false));

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      close(true);
    }
  };
  // Tabbing out of the popover closes it, as a menu does.
  const onBlur = (e: FocusEvent) => {
    const next = e.relatedTarget as Node | null;
    if (open && next && !rootRef.current?.contains(next)) setOpen(false);
  };

  const onOpenAlert = useCallback(
    (item: BellItem) => {
      close(false);
      if (item.kind === 'target') openAlert(item.row);
      else openRuleFire(item.row);
    },
    [close],
  );

  const unread = view.unread;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <div ref={rootRef} className="alert-bell" onKeyDown={onKeyDown} onBlur={onBlur}>
      <IconButton
        ref={triggerRef}
        label={label}
        className={clsx(unread > 0 && 'alert-bell__button--unread')}
        active={open}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <Bell size={18} />
        {unread > 0 && (
          <span key={unread} className="alert-bell__badge num" aria-hidden="true" data-testid="alert-badge">
            {badgeText(unread)}
          </span>
        )}
      </IconButton>
      {open && (
        <AlertPopover
          ref={panelRef}
          id={id}
          view={view}
          now={now}
          onOpenAlert={onOpenAlert}
          onMarkAllRead={() => void bellActions.markAllRead()}
          onLoadMore={() => void bellActions.loadMore(view.next)}
          onRetry={() => void bellActions.refresh({ force: true })}
          onClose={() => close(false)}
        />
      )}
    </div>
  );
}
