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
