import type { TargetAlert } from '@app/contracts/alerts/subjects';
import { formatDayMonth } from '../../shared/format/dates';
import { formatPrice } from '../../shared/format/numbers';
import { DEFAULT_AUDIO_URL, type AlertQueueItem } from './alertConstants';

/** Dedupe and cooldown both key on the instrument and the target price. */
export function alertKey(instrumentToken: number, targetPrice: number): string {
  return `${instrumentToken}:${targetPrice}`;
}

/** The in-page toast's text. */
export function targetReachedText(symbol: string, currentPrice: number): string {
  return `Target reached for ${symbol}! Current: ${formatPrice(currentPrice)}`;
}

export function notificationContent(item: AlertQueueItem): { title: string; body: string } {
  return {
    title: `${item.instrumentName} reached your target`,
    body: `Target ${formatPrice(item.targetPrice)} · Current ${formatPrice(item.currentPrice)}`,
  };
}

/** The socket event as a queue item. */
export function toQueueItem(event: TargetAlert): AlertQueueItem {
  const at = Date.parse(event.triggered_at);
  return {
    id: event.id,
    instrumentToken: event.instrument_token,
    instrumentName: event.tradingsymbol,
    targetPrice: event.target_price,
    currentPrice: event.current_price,
    audioUrl: DEFAULT_AUDIO_URL,
    ttsText: `${event.tradingsymbol} reached your target of ${formatPrice(event.target_price)}`,
    timestamp: Number.isFinite(at) ? at : Date.now(),
  };
}

/** '99+' keeps the badge small. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The alert list's phrasing: 'just now', '5 min ago', '3 h ago', '2 d ago', then the IST day. */
export function relativeTime(iso: string, now: number): string {
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return '';
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days} d ago`;
  return formatDayMonth(at);
}
