/**
 * Alert rules beside the spec's watchlist targets: what a rule watches, where its alerts go, and what
 * the delivery log shows. Every instrument rule resolves to a price level on its instrument (from the
 * previous close, the average cost, an N-month or 52-week extreme); the portfolio's day P&L is watched
 * as a rupee figure across the user's positions.
 */
export const RULE_KINDS = [
  'price_above',
  'price_below',
  'change_pct_from_close',
  'change_pct_from_avg_cost',
  'change_pct_from_high',
  'position_pnl',
  'position_pnl_pct',
  'portfolio_day_pnl',
  'week52_high_break',
  'week52_low_break',
] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

/** Kinds that watch no single instrument (instrument_token is null). */
export const PORTFOLIO_RULE_KINDS: readonly RuleKind[] = ['portfolio_day_pnl'];
/** Kinds with no value: the level is the instrument's own 52-week extreme. */
export const VALUELESS_RULE_KINDS: readonly RuleKind[] = ['week52_high_break', 'week52_low_break'];
/** Kinds that read the user's position in the instrument (average cost, quantity). */
export const POSITION_RULE_KINDS: readonly RuleKind[] = [
  'change_pct_from_avg_cost',
  'position_pnl',
  'position_pnl_pct',
];

export const ALERT_CHANNELS = ['in_app', 'web_push', 'email', 'telegram', 'webhook'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/** At least 1,000 rules per user (Kite allows 200). */
export const MAX_RULES_PER_USER = 1000;
/** N of "% from the N-month high". */
export const MIN_HIGH_MONTHS = 1;
export const MAX_HIGH_MONTHS = 24;

/**
 * `armed`: watching. `triggered`: a recurring rule fired and waits to re-arm (1 % back across its
 * level, 5-minute cooldown). `fired`: a one-shot rule fired and is done. `expired`: past `expires_at`.
 */
export const RULE_STATUSES = ['armed', 'triggered', 'fired', 'expired'] as const;
export type RuleStatus = (typeof RULE_STATUSES)[number];

export interface AlertRule {
  id: string;
  instrument_token: number | null;
  tradingsymbol: string | null;
  exchange: string | null;
  kind: RuleKind;
  /** Price (₹), percent, or P&L (₹) by kind; null for the 52-week kinds. */
  value: number | null;
  /** N of change_pct_from_high; null for other kinds. */
  months: number | null;
  recurring: boolean;
  expires_at: string | null;
  channels: AlertChannel[];
  /** An optional note of the user's, shown in every alert of the rule. */
  note: string | null;
  status: RuleStatus;
  /** The price (or day P&L) level the rule currently watches, when known. */
  level: number | null;
  last_fired_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One firing of a rule, as stored in the history and sent on every channel. */
export interface RuleFire {
  id: string;
  rule_id: string | null;
  kind: RuleKind | 'test';
  instrument_token: number | null;
  tradingsymbol: string | null;
  /** The level crossed, and the price (or day P&L) that crossed it. */
  level: number | null;
  observed: number | null;
  /** The sentence every channel shows, e.g. "INFY crossed above ₹1,600.00 (now ₹1,604.50)". */
  message: string;
  fired_at: string;
}

/** A fire shown by the bell (the in-app channel), with whether the user has read it. */
export interface InAppFire extends RuleFire {
  read: boolean;
  read_at: string | null;
}

/** `pending`: waiting for its next try. `delivered`: the channel accepted it. `dead`: the last try failed. */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'dead'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface AlertDelivery {
  id: string;
  channel: AlertChannel;
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  delivered_at: string | null;
}

/** The delivery log: each fire with the state of each of its channels. */
export interface FireWithDeliveries extends RuleFire {
  deliveries: AlertDelivery[];
}

/** Quiet hours in IST, "HH:MM"; a window may pass midnight (22:00 to 07:00). */
export interface QuietHours {
  start: string;
  end: string;
}

/** The user's channel settings as they read them: secrets never leave the service. */
export interface ChannelSettingsView {
  defaults: AlertChannel[];
  quiet_hours: QuietHours | null;
  in_app: { enabled: true };
  email: { address: string | null; verified: boolean; verification_pending: boolean };
  telegram: {
    configured: boolean;
    linked: boolean;
    /** While linking: send `/start <code>` to the bot, or open the link. */
    link_code: string | null;
    link_url: string | null;
    link_expires_at: string | null;
  };
  webhook: { url: string | null; secret_hint: string | null };
  web_push: { configured: boolean; public_key: string | null; subscriptions: number };
}

/** Broadcast when a rule fires, for the in-app channel: the gateway pushes it as `alert_fired`. */
export interface AlertFiredEvent {
  userId: string;
  fire: RuleFire;
  /** The delivery this push completes (its dedupe key), so a browser shows each fire once. */
  delivery_id: string;
}

/** The `alert_fired` socket event. */
export type AlertFiredPush = RuleFire & { delivery_id: string };
