import { describe, expect, it } from '@jest/globals';
import { hashLoginState, loginStateRefusal, settingsRedirect, type StoredLoginState } from './login-state.js';

const now = new Date('2026-11-24T05:00:00Z');
const caller = { userId: 'user-a', sessionId: 'session-a' };
const stored = (over: Partial<StoredLoginState> = {}): StoredLoginState => ({
  userId: 'user-a',
  sessionId: 'session-a',
  expiresAt: new Date('2026-11-24T05:05:00Z'),
  usedAt: null,
  ...over,
});

describe('a login state at the callback', () => {
  it('is accepted from the same user in the same session, unused and unexpired', () => {
    expect(loginStateRefusal(stored(), caller, now)).toBeNull();
  });

  it('is refused when this server never issued it', () => {
    expect(loginStateRefusal(null, caller, now)).toBe('unknown-state');
  });

  it("is refused for another user, or the same user's other session", () => {
    expect(loginStateRefusal(stored({ userId: 'user-b' }), caller, now)).toBe('state-not-yours');
    expect(loginStateRefusal(stored({ sessionId: 'session-b' }), caller, now)).toBe('state-not-yours');
  });

  it('is refused once used', () => {
    expect(loginStateRefusal(stored({ usedAt: new Date('2026-11-24T04:59:00Z') }), caller, now)).toBe('state-used');
  });

  it('is refused at its expiry', () => {
    expect(loginStateRefusal(stored({ expiresAt: now }), caller, now)).toBe('state-expired');
  });

  it('is stored as a hash that does not contain it', () => {
    const state = 'Qk9yZ2FuaXNlZC1yYW5kb20tc3RhdGUtMzItYnl0ZXM';
    expect(hashLoginState(state)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashLoginState(state)).not.toContain(state);
  });

  it('sends the browser back to Settings saying how it went', () => {
    expect(settingsRedirect({ connected: true })).toBe('/settings?broker=connected');
    expect(settingsRedirect({ reason: 'state-used' })).toBe('/settings?broker=error&reason=state-used');
  });
});
