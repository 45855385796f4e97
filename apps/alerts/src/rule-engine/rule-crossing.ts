import type { Direction } from './watched-rule.js';

/** How far an instrument traded since its previous tick: the tick's price widened by any new day extreme. */
export interface RangeSinceLastTick {
  low: number;
  high: number;
}

/**
 * A tick carries the day's high and low: a low that fell (or a high that rose) since the previous tick
 * traded in between, even if no tick showed it. On the first tick seen, only its own price counts, so
 * an old day extreme never crosses a level (see evaluator/target-crossing.ts lowSinceLastTick).
 */
export function rangeSinceLastTick(
  previous: { low: number; high: number } | undefined,
  day: { low: number; high: number },
  price: number,
): RangeSinceLastTick {
  return {
    low: previous !== undefined && day.low < previous.low ? Math.min(day.low, price) : price,
    high: previous !== undefined && day.high > previous.high ? Math.max(day.high, price) : price,
  };
}

/** True when the level was reached: up, the high since the last tick is at or above it; down, the low at or below. */
export function isCrossed(level: number, direction: Direction, range: RangeSinceLastTick): boolean {
  return direction === 'up' ? range.high >= level : range.low <= level;
}

/** A reached recurring rule re-arms once the price is back across its level by more than 1 % of it. */
export const REARM_FRACTION = 0.01;

export function rearmsAt(level: number, direction: Direction, price: number): boolean {
  const margin = Math.abs(level) * REARM_FRACTION;
  return direction === 'up' ? price < level - margin : price > level + margin;
}
