import { serviceSubjects } from '../shared/service-subjects.js';

/** Request/reply subjects of the alerts service (queue group 'alerts'); each payload carries userId. */
export const ALERTS_SUBJECTS = {
  ...serviceSubjects('alerts'),
  watchlistList: 'alerts.watchlist.list',
  watchlistAdd: 'alerts.watchlist.add',
  watchlistUpdate: 'alerts.watchlist.update',
  watchlistDelete: 'alerts.watchlist.delete',
  alertsList: 'alerts.alert.list',
  alertRead: 'alerts.alert.read',
  rulesList: 'alerts.rule.list',
  ruleCreate: 'alerts.rule.create',
  ruleUpdate: 'alerts.rule.update',
  ruleDelete: 'alerts.rule.delete',
  channelsGet: 'alerts.channel.get',
  channelsPut: 'alerts.channel.put',
  channelTest: 'alerts.channel.test',
  emailVerify: 'alerts.channel.email-verify',
  pushSubscribe: 'alerts.channel.push-subscribe',
  pushUnsubscribe: 'alerts.channel.push-unsubscribe',
  deliveriesList: 'alerts.delivery.list',
  firesList: 'alerts.fire.list',
  fireRead: 'alerts.fire.read',
  firesReadAll: 'alerts.fire.read-all',
} as const;
export type AlertsSubject = (typeof ALERTS_SUBJECTS)[keyof typeof ALERTS_SUBJECTS];

/** Broadcasts (plain subscriptions): gateways push alerts; alerts replicas keep their target index in step. */
export const ALERTS_EVENTS = {
  /** TargetAlertsEvent: alerts stored by one write, each for its owner's sockets. */
  alertCreated: 'alerts.alert.created',
  /** WatchlistChangedEvent: entries were added, changed, fired, re-armed or removed; replicas reload them. */
  entryChanged: 'alerts.entry.changed',
  /** WatchlistChangedEvent (ids of rules): rules were added, changed, fired, re-armed or removed; replicas reload them. */
  ruleChanged: 'alerts.rule.changed',
  /** AlertFiredEvent: a rule's in-app delivery; every gateway pushes it to its owner's sockets as `alert_fired`. */
  alertFired: 'alerts.rule.fired',
} as const;

/** A fired target alert, as the `target_alert` socket event carries it. */
export interface TargetAlert {
  id: string;
  instrument_token: number;
  tradingsymbol: string;
  target_price: number;
  current_price: number;
  triggered_at: string;
}

export interface TargetAlertEvent {
  userId: string;
  alert: TargetAlert;
}

/** The alerts of one write, in one message (a gap through thousands of targets is one write). */
export interface TargetAlertsEvent {
  alerts: TargetAlertEvent[];
}

/** The entries one replica changed in one write (fired, re-armed, added, edited or removed). */
export interface WatchlistChangedEvent {
  ids: string[];
  origin: string;
}

export interface AlertsRequest<B = unknown> {
  userId: string;
  id?: string;
  body?: B;
  query?: Record<string, unknown>;
}

export interface WatchlistEntry {
  id: string;
  instrument_token: number;
  tradingsymbol: string;
  name: string;
  exchange: string;
  target_price: number;
  created_at: string;
  updated_at: string;
  current_price: number | null;
  has_live_price: boolean;
  change_percent: number | null;
}

export interface StoredAlert extends TargetAlert {
  read: boolean;
  read_at: string | null;
}
