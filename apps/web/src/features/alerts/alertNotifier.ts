import { ALERT_TIMING, ALERT_VOLUME, NOTIFICATION_ICON, type AlertQueueItem } from './alertConstants';
import { alertKey, notificationContent } from './alertText';
import type { NotificationCtor } from './notificationPermission';
import { createSuppressor } from './suppression';

export interface NotifierDeps {
  notification: () => NotificationCtor | null;
  playChime: (volume: number) => Promise<void>;
  /** True while the user is looking at this tab. */
  visible: () => boolean;
  /** The in-page toast ('Target reached for {symbol}! Current: ₹x', 5 s). */
  showToast: (item: AlertQueueItem) => void;
  /** Clicking the browser notification. */
  onOpen: (item: AlertQueueItem) => void;
  now?: () => number;
}

export interface AlertNotifier {
  /** Shows one alert; resolves when its chime has finished. */
  present(item: AlertQueueItem, volume?: number): Promise<void>;
  clear(): void;
}

/**
 * The browser notification service: the same alert (instrument and target) once per 60 s; a browser
 * notification when allowed, closed after 5 s; the in-page toast when notifications are unsupported
 * or not allowed, and also whenever this tab is visible, so the user sees it where they look.
 */
export function createAlertNotifier(deps: NotifierDeps): AlertNotifier {
  const dedupe = createSuppressor(ALERT_TIMING.dedupeMs, deps.now);

  const showNotification = (item: AlertQueueItem): boolean => {
    const N = deps.notification();
    if (!N || N.permission !== 'granted') return false;
    try {
      const { title, body } = notificationContent(item);
      // Silent: the chime below is the sound; the tag folds the copies other open tabs show.
      const n = new N(title, { body, icon: NOTIFICATION_ICON, tag: `target-alert-${item.id}`, silent: true });
      n.onclick = () => {
        window.focus();
        n.close();
        deps.onOpen(item);
      };
      setTimeout(() => n.close(), ALERT_TIMING.notificationCloseMs);
      return true;
    } catch (e) {
      // Chrome on Android only allows notifications from a service worker: fall back to the toast.
      console.warn('Browser notification failed', e);
      return false;
    }
  };

  return {
    present(item, volume = ALERT_VOLUME.default) {
      if (!dedupe.admit(alertKey(item.instrumentToken, item.targetPrice))) return Promise.resolve();
      const notified = showNotification(item);
      if (!notified || deps.visible()) deps.showToast(item);
      return deps.playChime(volume);
    },
    clear: () => dedupe.clear(),
  };
}
