import { describe, expect, it } from '@jest/globals';
import type { ConnectionRow } from './connection-row.js';
import { EXPIRED_AT_SIX, connectionState, toBrokerStatus, toConnectionSummary } from './connection-status.js';

const expiresAt = new Date('2026-11-25T00:30:00Z'); // 06:00 IST
const row = (over: Partial<ConnectionRow> = {}): ConnectionRow => ({
  userId: '0b6f7c9e-3a52-4d8e-9a7e-2f4c1d5e6a7b',
  kiteUserId: 'AB1234',
  userShortname: 'Asha',
  sealedAccessToken: 'v1.k1.iv.tag.body',
  keyId: 'k1',
  loginAt: new Date('2026-11-24T04:00:00Z'),
  expiresAt,
  state: 'connected',
  reason: null,
  mode: 'live',
  isFeedAccount: false,
  connectedAt: new Date('2026-11-24T04:00:01Z'),
  ...over,
});

describe('a connection at and after 06:00 IST', () => {
  it('is connected a minute before its expiry', () => {
    expect(connectionState(row(), new Date('2026-11-25T00:29:00Z'))).toBe('connected');
  });

  it('is expired at 06:00 IST exactly, before anything has asked Kite', () => {
    expect(connectionState(row(), expiresAt)).toBe('expired');
    const status = toBrokerStatus(row(), expiresAt, true);
    expect(status).toMatchObject({ state: 'expired', source: 'paper', reason: EXPIRED_AT_SIX, kite_user_id: 'AB1234' });
  });

  it("keeps Kite's reason when Kite said TokenException before the expiry", () => {
    const r = row({ state: 'expired', reason: 'Kite answered 403 TokenException' });
    expect(toBrokerStatus(r, new Date('2026-11-24T05:00:00Z'), true).reason).toBe('Kite answered 403 TokenException');
  });

  it('is disconnected with no row, after a disconnect, or without a stored token', () => {
    const now = new Date('2026-11-24T05:00:00Z');
    expect(connectionState(null, now)).toBe('disconnected');
    expect(connectionState(row({ state: 'disconnected' }), now)).toBe('disconnected');
    expect(connectionState(row({ sealedAccessToken: null }), now)).toBe('disconnected');
    expect(toBrokerStatus(null, now, false)).toMatchObject({
      state: 'disconnected',
      kite_user_id: null,
      expires_at: null,
      mode: 'live',
      source: 'paper',
      configured: false,
    });
  });

  it('answers Kite as the source only when connected, in live mode, on a configured server', () => {
    const now = new Date('2026-11-24T05:00:00Z');
    expect(toBrokerStatus(row(), now, true).source).toBe('kite');
    expect(toBrokerStatus(row({ mode: 'paper' }), now, true).source).toBe('paper');
    expect(toBrokerStatus(row(), now, false).source).toBe('paper');
  });

  it('lists a connection for the admin without its token', () => {
    const summary = toConnectionSummary(row({ isFeedAccount: true }), new Date('2026-11-24T05:00:00Z'));
    expect(summary).toEqual({
      user_id: row().userId,
      kite_user_id: 'AB1234',
      user_shortname: 'Asha',
      state: 'connected',
      expires_at: '2026-11-25T00:30:00.000Z',
      is_feed_account: true,
    });
    expect(JSON.stringify(summary)).not.toContain('v1.');
  });
});
