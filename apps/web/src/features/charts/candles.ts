import { IST_OFFSET_MINUTES } from '../../shared/format/dates';
import type { ChartInterval } from './intervals';

/** A bar as the chart takes it: a yyyy-mm-dd day, or IST wall-clock seconds for intraday bars. */
export interface ChartBar {
  time: number | string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

const IST_OFFSET_S = IST_OFFSET_MINUTES * 60;
const STAMP = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * IST wall-clock seconds of a candle date (`2026-01-05T09:15:00+0530`, with any offset, or none meaning
 * IST). The chart draws times as UTC, so IST wall-clock seconds make its axis read Indian time.
 */
export function istSeconds(date: string): number | null {
  const m = STAMP.exec(date.trim());
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', zone] = m;
  const wall = Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s) / 1000;
  if (!Number.isFinite(wall)) return null;
  if (!zone) return wall;
  const offset =
    zone === 'Z' ? 0 : (zone[0] === '-' ? -1 : 1) * (Number(zone.slice(1, 3)) * 3600 + Number(zone.slice(-2)) * 60);
  return wall - offset + IST_OFFSET_S;
}

/** The chart time of a candle: its IST day for day candles, IST wall-clock seconds otherwise. */
export function candleTime(date: string, interval: ChartInterval): number | string | null {
  const s = istSeconds(date);
  if (s === null) return null;
  return interval === 'day' ? new Date(s * 1000).toISOString().slice(0, 10) : s;
}

/** Candles from the API as chart bars: unreadable ones dropped, ascending, one bar per time. */
export function toChartBars(candles: unknown, interval: ChartInterval): ChartBar[] {
  if (!Array.isArray(candles)) return [];
  const byTime = new Map<number | string, ChartBar>();
  for (const c of candles as Array<Record<string, unknown>>) {
    const time = typeof c?.date === 'string' ? candleTime(c.date, interval) : null;
    const [open, high, low, close] = [c?.open, c?.high, c?.low, c?.close].map(Number);
    if (time === null || ![open, high, low, close].every(Number.isFinite)) continue;
    byTime.set(time, { time, open: open!, high: high!, low: low!, close: close!, volume: Number(c.volume) || 0 });
  }
  return [...byTime.values()].sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}
