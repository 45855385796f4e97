// The installable app: its service worker, the browser's install offer and the push key format.
export { promptInstall, useInstallPrompt, type InstallState } from './installPrompt';
export { readyRegistration, SERVICE_WORKER_URL } from './registerServiceWorker';
export { startPwa } from './startPwa';
export { urlBase64ToUint8Array } from './urlBase64ToUint8Array';
