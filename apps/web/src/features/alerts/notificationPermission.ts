import toast from 'react-hot-toast';
import { TOAST_MS } from './alertConstants';

export type NotificationCtor = typeof Notification;
export type PermissionState = NotificationPermission | 'unsupported';

export const PERMISSION_TEXT = {
  granted: 'Notifications enabled for watchlist alerts',
  denied: 'Notifications denied. You can enable them in browser settings.',
} as const;

/** The browser's Notification API, or null where there is none (older iOS Safari, some webviews). */
export function browserNotification(): NotificationCtor | null {
  return typeof globalThis.Notification === 'function' ? globalThis.Notification : null;
}

export function permissionOf(api: NotificationCtor | null): PermissionState {
  return api ? api.permission : 'unsupported';
}

export interface PermissionAsker {
  /** Asks the browser once per page load, and only while the answer is still open. */
  ask(): Promise<PermissionState>;
}

export function createPermissionAsker(api: () => NotificationCtor | null = browserNotification): PermissionAsker {
  let asked = false;
  return {
    async ask() {
      const N = api();
      if (!N) return 'unsupported';
      if (asked || N.permission !== 'default') return N.permission;
      asked = true;
      let answer: NotificationPermission;
      try {
        answer = await N.requestPermission();
      } catch {
        return N.permission;
      }
      if (answer === 'granted')
        toast.success(PERMISSION_TEXT.granted, { id: 'notification-permission', duration: TOAST_MS.enabled });
      else if (answer === 'denied')
        toast.error(PERMISSION_TEXT.denied, { id: 'notification-permission', duration: TOAST_MS.denied });
      return answer;
    },
  };
}

/**
 * Browsers only show the permission prompt for a user gesture, and asking on load is rude: ask on the
 * first pointerdown or keydown after sign-in. Returns a function that stops listening.
 */
export function askOnFirstInteraction(asker: PermissionAsker, target: EventTarget): () => void {
  const onGesture = () => {
    dispose();
    void asker.ask();
  };
  const dispose = () => {
    target.removeEventListener('pointerdown', onGesture, true);
    target.removeEventListener('keydown', onGesture, true);
  };
  target.addEventListener('pointerdown', onGesture, true);
  target.addEventListener('keydown', onGesture, true);
  return dispose;
}
