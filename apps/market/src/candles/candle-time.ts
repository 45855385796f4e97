import type { CandleInterval } from '@app/contracts';

const IST_OFFSET_MS = 330 * 60_000;

/** Minutes per bar of an intraday interval. */
export const INTERVAL_MINUTES: Record<Exclude<CandleInterval, 'day'>, number> = {
  minute: 1,
  '3minute': 3,
  '5minute': 5,
  '10minute': 10,
  '15minute': 15,
  '30minute': 30,
  '60minute': 60,
};

/** Continuous-trading hours in IST minutes, where candles are made. */
export function sessionMinutes(exchange: string): { startMinute: number; endMinute: number } {
  if (exchange === 'MCX') return { startMinute: 9 * 60, endMinute: 23 * 60 + 30 };
  if (exchange === 'CDS' || exchange === 'BCD') return { startMinute: 9 * 60, endMinute: 17 * 60 };
  return { startMinute: 9 * 60 + 15, endMinute: 15 * 60 + 30 };
}

/**
 * Reads a request date: yyyy-mm-dd or yyyy-mm-dd hh:mm[:ss] in IST unless it carries a zone.
 * Answers null for impossible dates (2026-02-30), which Date.parse would roll over.
 */
export function parseRequestDate(text: string): Date | null {
  const withTime = text.length === 10 ? `${text}T00:00:00` : text.replace(' ', 'T');
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(withTime) ? withTime : `${withTime}+05:30`;
  const ms = Date.parse(zoned);
  if (Number.isNaN(ms)) return null;
  const hasZone = zoned !== `${withTime}+05:30`;
  if (!hasZone && istDate(new Date(ms)) !== text.slice(0, 10)) return null;
  return new Date(ms);
}

export function istDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Kite's candle timestamp: yyyy-mm-ddThh:mm:ss+0530. */
export function candleTimestamp(day: string, minuteOfDay = 0): string {
  const hh = String(Math.floor(minuteOfDay / 60)).padStart(2, '0');
  const mm = String(minuteOfDay % 60).padStart(2, '0');
  return `${day}T${hh}:${mm}:00+0530`;
}

/** The instant a bar starts. */
export function barInstant(day: string, minuteOfDay: number): number {
  return Date.parse(`${day}T00:00:00+05:30`) + minuteOfDay * 60_000;
}
