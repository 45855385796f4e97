import type { TargetState } from './target.js';

/**
 * The lowest price an instrument traded at since its previous tick. A tick carries the day's low: when
 * that low fell since the previous tick, the new low traded in between, even if no tick showed it.
 * Otherwise (or on the first tick seen) the tick's own price is the lowest that counts, so an old day
 * low never crosses a target twice.
 */
export function lowSinceLastTick(previousDayLow: number | undefined, dayLow: number, price: number): number {
  return previousDayLow !== undefined && dayLow < previousDayLow ? dayLow : price;
}

/** How far down a tick reached: its price, or the lower price traded since the previous tick. */
export function crossingFloor(price: number, low: number): number {
  return Math.min(price, low);
}

/** A target is reached (crossed from above) when the price, or the low since the last tick, is at or below it. */
export function isReached(target: number, price: number, low: number = price): boolean {
  return target >= crossingFloor(price, low);
}

/** The state a new or changed target starts in: a target the price already reached waits to re-arm. */
export function initialState(target: number, price: number | undefined): TargetState {
  return price !== undefined && isReached(target, price) ? 'triggered' : 'armed';
}
