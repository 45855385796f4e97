import type { BrokerConnectionState, BrokerStatus } from '@app/contracts/broker/types';
import { instantOf } from '../../shared/format/dates';
import { durationText } from '../../shared/format/relativeTime';

const istClock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'Asia/Kolkata',
});
const istDayMonth = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });

/** "10:42 IST": a wall-clock time in India, whatever the browser's zone. */
export function istTime(at: string | number | Date | null | undefined): string | null {
  const d = instantOf(at);
  return d ? `${istClock.format(d)} IST` : null;
}

/** "06:00 IST, 25 Nov": when a Kite token stops working. */
export function expiryLabel(expiresAt: string | null): string | null {
  const d = instantOf(expiresAt);
  return d ? `${istClock.format(d)} IST, ${istDayMonth.format(d)}` : null;
}

/**
 * The state as the user should read it now: a connection whose 06:00 IST has passed is expired even
 * before the server has noticed (the page may have stayed open overnight).
 */
export function stateAt(status: Pick<BrokerStatus, 'state' | 'expires_at'>, now: number): BrokerConnectionState {
  if (status.state !== 'connected') return status.state;
  const expiry = instantOf(status.expires_at)?.getTime();
  return expiry !== undefined && expiry <= now ? 'expired' : 'connected';
}

/** "expires in 5h 12m" until the token's 06:00 IST; "expired" from then on; null without an expiry. */
export function expiryCountdown(expiresAt: string | null, now: number): string | null {
  const expiry = instantOf(expiresAt)?.getTime();
  if (expiry === undefined) return null;
  return expiry <= now ? 'expired' : `expires in ${durationText(expiry - now)}`;
}

/** Who is connected: "Arjun (AB1234)", or the Kite id alone; null before a connection. */
export function connectedAs(status: Pick<BrokerStatus, 'kite_user_id' | 'user_shortname'>): string | null {
  if (!status.kite_user_id) return null;
  return status.user_shortname ? `${status.user_shortname} (${status.kite_user_id})` : status.kite_user_id;
}

/** The card's headline for a status read at `now`. */
export function connectionHeadline(status: BrokerStatus, now: number): string {
  if (!status.configured && status.state === 'disconnected') return 'Kite login is not configured on this server';
  const state = stateAt(status, now);
  const who = connectedAs(status);
  if (state === 'connected') return who ? `Connected as ${who}` : 'Connected';
  if (state === 'expired') return who ? `Session expired for ${who}` : 'Session expired';
  return 'Not connected';
}

/** The Kite user id of a connection that exists (connected, or expired and waiting for a fresh login). */
export function zerodhaIdOf(status: Pick<BrokerStatus, 'state' | 'kite_user_id'> | undefined): string | null {
  return status && status.state !== 'disconnected' ? status.kite_user_id : null;
}
