import { readyRegistration, urlBase64ToUint8Array } from '../../shared/pwa';
import type { PushSubscriptionBody } from './channelsApi';

/** Why this browser cannot take pushes, in the user's words; null when it can. */
export function pushUnsupportedReason(): string | null {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window))
    return 'This browser does not support push notifications.';
  if (!window.isSecureContext) return 'Push notifications need the app opened over https.';
  if (typeof Notification === 'undefined') return 'This browser does not support notifications.';
  return null;
}

export class PushPermissionDenied extends Error {
  constructor() {
    super('Notifications are blocked for this site: allow them in the browser’s site settings, then try again.');
  }
}

/** The JSON the server stores, refused early if the browser left a part out. */
export function subscriptionBodyOf(json: PushSubscriptionJSON): PushSubscriptionBody {
  const { endpoint, keys } = json;
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser returned an incomplete subscription');
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/**
 * Asks for permission and subscribes this browser with the server's VAPID key; an existing
 * subscription made with another key is replaced, since the push service would refuse it.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionBody> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionDenied();
  const registration = await readyRegistration();
  if (!registration) throw new Error('The app’s service worker is not running here: reload the page and try again.');
  const applicationServerKey = urlBase64ToUint8Array(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && !sameKey(existing.options.applicationServerKey, applicationServerKey)) await existing.unsubscribe();
  const subscription =
    existing && sameKey(existing.options.applicationServerKey, applicationServerKey)
      ? existing
      : await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  return subscriptionBodyOf(subscription.toJSON());
}

function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

/** This browser's subscription endpoint, or null when it has none. */
export async function thisBrowserEndpoint(): Promise<string | null> {
  if (pushUnsupportedReason()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription())?.endpoint ?? null;
}

/** Drops this browser's subscription; answers its endpoint so the server can forget it too. */
export async function unsubscribeThisBrowser(): Promise<string | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  return endpoint;
}
