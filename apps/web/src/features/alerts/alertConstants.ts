import type { StoredAlert } from '@app/contracts/alerts/subjects';

/** The target-alert pipeline's timings and volumes. */
export const ALERT_TIMING = {
  queueGapMs: 500,
  dedupeMs: 60_000,
  cooldownMs: 300_000,
  cooldownCleanupMs: 60_000,
  notificationCloseMs: 5_000,
  /** The monitor is reset this long after the user is set. */
  resetAfterSignInMs: 200,
  /** The watchlist monitor's refresh, here the bell's list: every 60 s, never twice within 5 s. */
  refreshMs: 60_000,
  minFetchGapMs: 5_000,
} as const;

export const ALERT_VOLUME = { default: 0.5, queued: 0.8 } as const;

export const TOAST_MS = { enabled: 3_000, denied: 5_000, fallback: 5_000 } as const;

/**
 * The queue item's documented default audio file. The chime is synthesised with the Web Audio API, so the
 * file is never fetched and public/ holds none; the field keeps the queue item's documented shape.
 */
export const DEFAULT_AUDIO_URL = '/notification.mp3';

/** The notifications' icon: public/ holds favicon.svg only (there is no /favicon.ico). */
export const NOTIFICATION_ICON = '/favicon.svg';

/** What the queue plays. */
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
