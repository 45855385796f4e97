import { onSignedIn, onSignedOut } from '../../shared/session/sessionEvents';
import type { StoredUser } from '../../shared/session/authStorage';
import { liveSocket } from '../../shared/live/liveSocket';
import type { InAppFire } from '@app/contracts/alerts/rule-types';
import type { AlertQueueItem } from './alertConstants';
import { showAlertToast } from './AlertToast';
import { createAlertMonitor } from './alertMonitor';
import { createAlertNotifier } from './alertNotifier';
import { alertsApi } from './alertsApi';
import { alertSound } from './alertSound';
import { AlertStore } from './alertStore';
import type { BellSource } from './bellList';
import { InboxStore } from './inboxStore';
import { inAppFireOf, ruleFireTime, ruleFiresApi } from './ruleFiresApi';
import { chartPath } from '../instruments';
import { browserNotification, createPermissionAsker } from './notificationPermission';

/** The app's alert lists, shown together by the bell: stored target alerts, and rule alerts sent in-app. */
export const alertStore = new AlertStore(alertsApi);
export const ruleFireStore = new InboxStore<InAppFire>(ruleFiresApi, ruleFireTime);

/** What the bell asks of both lists at once. */
export const bellActions = {
  refresh: (options: { force?: boolean } = {}) =>
    Promise.all([alertStore.refresh(options), ruleFireStore.refresh(options)]).then(() => undefined),
  loadMore: (next: BellSource | null) =>
    next === 'rule' ? ruleFireStore.loadMore() : next === 'target' ? alertStore.loadMore() : Promise.resolve(),
  markAllRead: () => Promise.all([alertStore.markAllRead(), ruleFireStore.markAllRead()]).then(() => undefined),
};

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

/** Marks a rule alert read and opens its instrument's chart, or the Alerts page when it has none. */
export function openRuleFire(fire: InAppFire): void {
  void ruleFireStore.markRead(fire.id);
  const path =
    fire.instrument_token !== null && fire.tradingsymbol !== null
      ? chartPath(fire.tradingsymbol, fire.instrument_token)
      : '/dashboard/alerts';
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
  store: {
    reset: () => {
      alertStore.reset();
      ruleFireStore.reset();
    },
    refresh: bellActions.refresh,
    incoming: (event) => alertStore.incoming(event),
  },
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

let firesHeard = false;

/** Wires the alert monitor to the session and the live socket; safe to call more than once. */
export function startAlertMonitor(): void {
  // A rule's in-app alert goes on the bell's list; its toast and chime belong to the alert rules.
  if (!firesHeard) liveSocket.onAlertFired((push) => ruleFireStore.incomingRow(inAppFireOf(push)));
  firesHeard = true;
  monitor.start();
}

/** Catches up with a session that began before the monitor started. */
export function ensureAlertUser(user: StoredUser): void {
  monitor.ensureUser(user);
}
