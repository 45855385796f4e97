import { config } from '../config';

export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the worker that keeps the app shell for offline opening and shows alert pushes. Not in
 * development: a cached shell would hide the dev server's hot reloads.
 */
export function registerServiceWorker(): void {
  if (config.isDev || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
      // The app works without it; only offline opening and push notifications are lost.
      console.warn('The service worker could not be registered', error);
    });
  };
  // After load, so the worker's precache does not compete with the first screen's own files.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * The worker's registration once it is active; null where there is none (no support, or the
 * development server, which does not register it), rather than waiting for ever on `ready`.
 */
export async function readyRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  if (!(await navigator.serviceWorker.getRegistration('/'))) return null;
  return navigator.serviceWorker.ready;
}
