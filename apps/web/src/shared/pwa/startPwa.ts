import { captureInstallPrompt } from './installPrompt';
import { registerServiceWorker } from './registerServiceWorker';

/** At start-up: keep the browser's install offer and register the service worker. */
export function startPwa(): void {
  captureInstallPrompt();
  registerServiceWorker();
}
