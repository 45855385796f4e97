import type { TargetAlert } from '@app/contracts/alerts/subjects';
import type { StoredUser } from '../../shared/session/authStorage';
import { ALERT_TIMING, ALERT_VOLUME } from './alertConstants';
import { createAlertQueue } from './alertQueue';
import type { AlertNotifier } from './alertNotifier';
import { unlockOnFirstInteraction, type AlertSound } from './alertSound';
import type { AlertStore } from './alertStore';
import { alertKey, toQueueItem } from './alertText';
import { askOnFirstInteraction, type PermissionAsker } from './notificationPermission';
import { createSuppressor, type Suppressor } from './suppression';

type Unsubscribe = () => void;

export interface MonitorDeps {
  onSignedIn(fn: (user: StoredUser) => void): Unsubscribe;
  onSignedOut(fn: () => void): Unsubscribe;
  onTargetAlert(fn: (alert: TargetAlert) => void): Unsubscribe;
  /** Called when the live socket (re)connects: alerts may have been missed meanwhile. */
  onReconnect(fn: () => void): Unsubscribe;
  store: Pick<AlertStore, 'reset' | 'refresh' | 'incoming'>;
  notifier: AlertNotifier;
  sound: AlertSound;
  permission: PermissionAsker;
  /** Where user gestures are heard (window). */
  gestures: EventTarget;
  cooldown?: Suppressor;
}

export interface AlertMonitor {
  /** Idempotent: the first call wires everything. */
  start(): void;
  /** For a session the monitor did not see begin (it was started after the sign-in event). */
  ensureUser(user: StoredUser): void;
}

const keyOf = (user: StoredUser) => user.id ?? user.email;

/**
 * The browser's alert monitor on top of the server's alerts: monitoring starts at sign-in and stops at sign-out;
 * a user change clears the list, the queue and the cooldowns, and the monitor restarts 200 ms after
 * the user is set. Each pushed alert updates the bell, then, unless the same instrument and target
 * alerted within 5 minutes, is queued for the notifier (500 ms apart, at the queued volume).
 */
export function createAlertMonitor(deps: MonitorDeps): AlertMonitor {
  const cooldown = deps.cooldown ?? createSuppressor(ALERT_TIMING.cooldownMs);
  const queue = createAlertQueue(
    (item: ReturnType<typeof toQueueItem>) => deps.notifier.present(item, ALERT_VOLUME.queued),
    ALERT_TIMING.queueGapMs,
  );
  let started = false;
  let userKey: string | null = null;
  let timers: ReturnType<typeof setTimeout>[] = [];
  let intervals: ReturnType<typeof setInterval>[] = [];
  let stopAsking: Unsubscribe | null = null;
  /** The first connection after sign-in needs no catch-up: the sign-in load covers it. */
  let connectedSinceSignIn = false;

  const stopTimers = () => {
    timers.forEach(clearTimeout);
    intervals.forEach(clearInterval);
    timers = [];
    intervals = [];
  };

  const clearUserState = () => {
    deps.store.reset();
    queue.clear();
    cooldown.clear();
    deps.notifier.clear();
  };

  const signIn = (user: StoredUser) => {
    const key = keyOf(user);
    if (key !== userKey) clearUserState();
    userKey = key;
    connectedSinceSignIn = false;
    stopAsking?.();
    stopAsking = askOnFirstInteraction(deps.permission, deps.gestures);
    stopTimers();
    timers.push(
      setTimeout(() => {
        void deps.store.refresh({ force: true });
        intervals.push(
          setInterval(() => void deps.store.refresh(), ALERT_TIMING.refreshMs),
          setInterval(() => cooldown.cleanup(), ALERT_TIMING.cooldownCleanupMs),
        );
      }, ALERT_TIMING.resetAfterSignInMs),
    );
  };

  const signOut = () => {
    userKey = null;
    stopAsking?.();
    stopAsking = null;
    stopTimers();
    clearUserState();
  };

  const onAlert = (alert: TargetAlert) => {
    if (userKey === null) return;
    deps.store.incoming(alert);
    if (cooldown.admit(alertKey(alert.instrument_token, alert.target_price))) queue.enqueue(toQueueItem(alert));
  };

  return {
    start() {
      if (started) return;
      started = true;
      unlockOnFirstInteraction(deps.sound, deps.gestures);
      deps.onSignedIn(signIn);
      deps.onSignedOut(signOut);
      deps.onTargetAlert(onAlert);
      deps.onReconnect(() => {
        if (userKey === null) return;
        if (connectedSinceSignIn) void deps.store.refresh();
        connectedSinceSignIn = true;
      });
    },
    ensureUser(user) {
      if (userKey !== keyOf(user)) signIn(user);
    },
  };
}
