/** A reached target re-arms only once the price is more than 1 % above it. */
export const REARM_FACTOR = 1.01;

/** True when a triggered target re-arms at this price: target x 1.01 < price. */
export function rearms(target: number, price: number): boolean {
  return target * REARM_FACTOR < price;
}

/** Targets below this bound may re-arm at this price (target < price / 1.01), for a search in a sorted list. */
export function rearmBound(price: number): number {
  return price / REARM_FACTOR;
}
