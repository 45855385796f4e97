import { onSignedIn, onSignedOut } from '../../shared/session/sessionEvents';
import type { StoredUser } from '../../shared/session/authStorage';
import { liveSocket } from '../../shared/live/liveSocket';
import type { AlertQueueItem } from './alertConstants';
import { showAlertToast } from './AlertToast';
import { createAlertMonitor } from './alertMonitor';
import { createAlertNotifier } from './alertNotifier';
import { alertsApi } from './alertsApi';
import { alertSound } from './alertSound';
import { AlertStore } from './alertStore';
import { chartPath } from '../instruments';
import { browserNotification, createPermissionAsker } from './notificationPermission';

/** The app's alert list, shown by the bell. */
export const alertStore = new AlertStore(alertsApi);

let navigate: ((path: string) => void) | null = null;

/** The bell lends the router's navigate, so opening an alert from a notification stays in the app. */
export function setAlertNavigator(fn: (path: string) => void): () => void {
  navigate = fn;
  return () => {
    if (navigate === fn) navigate = null;
  };
}

/** Marks an alert read and opens its instrument's chart. */
export function openAlert(alert: { id: string; tradingsymbol: string; instrument_token: number }): void {
  void alertStore.markRead(alert.id);
  const path = chartPath(alert.tradingsymbol, alert.instrument_token);
  if (navigate) navigate(path);
  else window.location.assign(path);
}

const openQueued = (item: AlertQueueItem) =>
  openAlert({ id: item.id, tradingsymbol: item.instrumentName, instrument_token: item.instrumentToken });

function onReconnect(fn: () => void): () => void {
  let previous = liveSocket.getSnapshot().state;
  return liveSocket.subscribe(() => {
    const state = liveSocket.getSnapshot().state;
    if (state === 'connected' && previous !== 'connected') fn();
    previous = state;
  });
}

const monitor = createAlertMonitor({
  onSignedIn,
  onSignedOut,
  onTargetAlert: (fn) => liveSocket.onTargetAlert(fn),
  onReconnect,
  store: alertStore,
  notifier: createAlertNotifier({
    notification: browserNotification,
    playChime: (volume) => alertSound.playChime(volume),
    visible: () => document.visibilityState === 'visible',
    showToast: (item) => showAlertToast(item, openQueued),
    onOpen: (item) => openQueued(item),
  }),
  sound: alertSound,
  permission: createPermissionAsker(),
  gestures: window,
});

/** Wires the alert monitor to the session and the live socket; safe to call more than once. */
export function startAlertMonitor(): void {
  monitor.start();
}

/** Catches up with a session that began before the monitor started. */
export function ensureAlertUser(user: StoredUser): void {
  monitor.ensureUser(user);
}
