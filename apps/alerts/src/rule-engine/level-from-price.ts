import { Decimal } from 'decimal.js';
import type { Direction } from './watched-rule.js';

/** A price level on the rule's instrument and the way the price must cross it. */
export interface PriceLevel {
  level: number;
  direction: Direction;
}

/** Levels are stored as numeric(20,4): four decimals, computed in decimal so ₹ figures stay exact. */
export const toLevel = (d: Decimal): number => d.toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toNumber();

/** A base moved by v percent: base x (1 + v/100). */
export function percentFrom(base: number, percent: number): number {
  return toLevel(new Decimal(base).times(new Decimal(percent).div(100).plus(1)));
}

/** price_above / price_below: the value itself. */
export function fixedPriceLevel(value: number, direction: Direction): PriceLevel {
  return { level: value, direction };
}

/**
 * change_pct_from_close: the previous close moved by v percent, up for a rise (v > 0), down for a fall.
 * Undefined without a close (a first listing day sends 0).
 */
export function levelFromClose(previousClose: number, percent: number): PriceLevel | undefined {
  if (!(previousClose > 0)) return undefined;
  return { level: percentFrom(previousClose, percent), direction: percent > 0 ? 'up' : 'down' };
}

/** change_pct_from_high: the N-month high moved by v percent (usually a fall: v < 0), up when v > 0. */
export function levelFromHigh(high: number | undefined, percent: number): PriceLevel | undefined {
  if (high === undefined || !(high > 0)) return undefined;
  return { level: percentFrom(high, percent), direction: percent > 0 ? 'up' : 'down' };
}
