import { istDate } from '../../shared/format/dates';
import { CANDLE_RANGE_LIMIT_DAYS, type CandleInterval } from '@app/contracts/market/candle-types';

/** Kite's candle intervals, as the server takes them. */
export type ChartInterval = CandleInterval;

/** Longest span per request in days (Kite's published limits, which the server enforces). */
export const RANGE_LIMIT_DAYS: Record<ChartInterval, number> = CANDLE_RANGE_LIMIT_DAYS;

/** The choices in display order: a short label and a span that gives a readable number of bars. */
export const CHART_INTERVALS: ReadonlyArray<{
  id: ChartInterval;
  label: string;
  name: string;
  spanDays: number;
  minutes: number;
}> = [
  { id: 'minute', label: '1m', name: '1 minute', spanDays: 5, minutes: 1 },
  { id: '3minute', label: '3m', name: '3 minutes', spanDays: 15, minutes: 3 },
  { id: '5minute', label: '5m', name: '5 minutes', spanDays: 30, minutes: 5 },
  { id: '10minute', label: '10m', name: '10 minutes', spanDays: 45, minutes: 10 },
  { id: '15minute', label: '15m', name: '15 minutes', spanDays: 60, minutes: 15 },
  { id: '30minute', label: '30m', name: '30 minutes', spanDays: 90, minutes: 30 },
  { id: '60minute', label: '1h', name: '1 hour', spanDays: 180, minutes: 60 },
  { id: 'day', label: '1D', name: '1 day', spanDays: 730, minutes: 1440 },
];

export const DEFAULT_INTERVAL: ChartInterval = 'day';
const DAY_MS = 86_400_000;

export function isChartInterval(value: unknown): value is ChartInterval {
  return typeof value === 'string' && CHART_INTERVALS.some((i) => i.id === value);
}

export function intervalInfo(interval: ChartInterval) {
  return CHART_INTERVALS.find((i) => i.id === interval)!;
}

/**
 * from/to (IST dates) for an interval's span ending today. A bare `to` covers its whole day, so the
 * span is kept one day inside the interval's limit.
 */
export function requestWindow(interval: ChartInterval, now: Date | number): { from: string; to: string } {
  const days = Math.min(intervalInfo(interval).spanDays, RANGE_LIMIT_DAYS[interval] - 1);
  const end = new Date(now).getTime();
  return { from: istDate(end - days * DAY_MS), to: istDate(end) };
}
