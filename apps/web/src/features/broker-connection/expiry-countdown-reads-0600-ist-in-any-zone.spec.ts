import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrokerStatus } from '@app/contracts/broker/types';
import { connectionHeadline, expiryCountdown, expiryLabel, stateAt, zerodhaIdOf } from './connectionText';

// A browser in New York: the token's 06:00 IST is 19:30 the evening before there.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = zone;
});

const EXPIRY = '2026-11-25T06:00:00+05:30';
const at = (iso: string) => Date.parse(iso);
const status = (over: Partial<BrokerStatus> = {}): BrokerStatus => ({
  broker: 'zerodha',
  state: 'connected',
  kite_user_id: 'AB1234',
  user_shortname: 'Arjun',
  expires_at: EXPIRY,
  connected_at: '2026-11-24T09:10:00+05:30',
  mode: 'live',
  source: 'kite',
  is_feed_account: false,
  configured: true,
  reason: null,
  ...over,
});

describe('the countdown to a Kite token’s 06:00 IST', () => {
  it('reads "expires in 5h 12m" at 00:48 IST, whatever the browser’s zone', () => {
    expect(new Date(at('2026-11-25T00:48:00+05:30')).getHours()).toBe(14);
    expect(expiryCountdown(EXPIRY, at('2026-11-25T00:48:00+05:30'))).toBe('expires in 5h 12m');
    expect(expiryLabel(EXPIRY)).toBe('06:00 IST, 25 Nov');
  });

  it('counts the hours from a morning login to the next 06:00', () => {
    expect(expiryCountdown(EXPIRY, at('2026-11-24T09:10:00+05:30'))).toBe('expires in 20h 50m');
    expect(expiryCountdown(EXPIRY, at('2026-11-25T05:59:30+05:30'))).toBe('expires in <1m');
  });

  it('turns to expired at 06:00 IST, before the server has said so', () => {
    expect(expiryCountdown(EXPIRY, at('2026-11-25T06:00:00+05:30'))).toBe('expired');
    expect(stateAt(status(), at('2026-11-25T05:59:00+05:30'))).toBe('connected');
    expect(stateAt(status(), at('2026-11-25T06:00:00+05:30'))).toBe('expired');
    expect(stateAt(status({ state: 'disconnected', expires_at: null }), at(EXPIRY))).toBe('disconnected');
    expect(expiryCountdown(null, at(EXPIRY))).toBeNull();
  });

  it('heads the card with who is connected, or why not', () => {
    const morning = at('2026-11-24T10:00:00+05:30');
    expect(connectionHeadline(status(), morning)).toBe('Connected as Arjun (AB1234)');
    expect(connectionHeadline(status({ user_shortname: null }), morning)).toBe('Connected as AB1234');
    expect(connectionHeadline(status({ state: 'expired' }), morning)).toBe('Session expired for Arjun (AB1234)');
    expect(connectionHeadline(status(), at('2026-11-25T06:01:00+05:30'))).toBe('Session expired for Arjun (AB1234)');
    const none = status({ state: 'disconnected', kite_user_id: null, user_shortname: null, expires_at: null });
    expect(connectionHeadline(none, morning)).toBe('Not connected');
    expect(connectionHeadline({ ...none, configured: false }, morning)).toBe(
      'Kite login is not configured on this server',
    );
  });

  it('gives the role line a Zerodha id only while a connection exists', () => {
    expect(zerodhaIdOf(status())).toBe('AB1234');
    expect(zerodhaIdOf(status({ state: 'expired' }))).toBe('AB1234');
    expect(zerodhaIdOf(status({ state: 'disconnected' }))).toBeNull();
    expect(zerodhaIdOf(undefined)).toBeNull();
  });
});
