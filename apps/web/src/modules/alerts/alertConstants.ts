import type { StoredAlert } from '@app/contracts/alerts/subjects';

/** Part 2 section 9: the target-alert pipeline's timings and volumes. */
export const ALERT_TIMING = {
  queueGapMs: 500,
  dedupeMs: 60_000,
  cooldownMs: 300_000,
  cooldownCleanupMs: 60_000,
  notificationCloseMs: 5_000,
  /** Part 2 section 4: the monitor is reset this long after the user is set. */
  resetAfterSignInMs: 200,
  /** The watchlist monitor's refresh, here the bell's list: every 60 s, never twice within 5 s. */
  refreshMs: 60_000,
  minFetchGapMs: 5_000,
} as const;

export const ALERT_VOLUME = { default: 0.5, queued: 0.8 } as const;

export const TOAST_MS = { enabled: 3_000, denied: 5_000, fallback: 5_000 } as const;

/**
 * The specification's default audio file. The chime is synthesised with the Web Audio API, so the
 * file is never fetched and public/ holds none; the field keeps the queue item's documented shape.
 */
export const DEFAULT_AUDIO_URL = '/notification.mp3';

/** public/ holds only favicon.svg; the specification's /favicon.ico does not exist in this app. */
export const NOTIFICATION_ICON = '/favicon.svg';

/** Part 2 section 3: what the queue plays. */
export interface AlertQueueItem {
  id: string;
  instrumentToken: number;
  instrumentName: string;
  targetPrice: number;
  currentPrice: number;
  audioUrl: string;
  ttsText: string;
  timestamp: number;
}

/** One row of GET /api/alerts. */
export type AlertRow = StoredAlert;

export interface AlertsPage {
  alerts: AlertRow[];
  total: number;
  unread: number;
  page: number;
  limit: number;
}
