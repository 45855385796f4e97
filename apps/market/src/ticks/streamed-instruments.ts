import type { FeedKind, Instrument } from '@app/contracts';

/** Kite streams at most this many instruments per connection. */
export const KITE_MAX_INSTRUMENTS = 3000;

/**
 * The instruments the feed streams: the whole master for the simulator, and for Kite as much as one
 * connection carries, indices first, then NSE and BSE listings, in master order.
 */
export function instrumentsToStream(kind: FeedKind, master: readonly Instrument[]): Instrument[] {
  if (kind === 'simulator' || master.length <= KITE_MAX_INSTRUMENTS) return [...master];
  const indices = master.filter((i) => i.segment === 'INDICES');
  const listings = master.filter((i) => i.segment !== 'INDICES' && (i.exchange === 'NSE' || i.exchange === 'BSE'));
  return [...indices, ...listings].slice(0, KITE_MAX_INSTRUMENTS);
}

/** After a reload: the streamed tokens that left the master (expired futures) and the tokens streamed from now on. */
export function restreamPlan(
  streamed: readonly number[],
  next: readonly Instrument[],
): { gone: number[]; tokens: number[] } {
  const kept = new Set(next.map((i) => i.instrument_token));
  return { gone: streamed.filter((t) => !kept.has(t)), tokens: [...kept] };
}

/**
 * Ticks per NATS message at most: a step of the whole universe (~7,000 ticks, ~1.5 MB of JSON) would
 * exceed NATS's default 1 MB max_payload, so the feed's batch is published in slices of this size.
 */
export const MAX_TICKS_PER_MESSAGE = 2000;

/** A batch cut into slices of at most `size` ticks, in order. */
export function slices<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
