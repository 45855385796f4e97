import { describe, expect, it } from '@jest/globals';
import { parseIstTime, readKiteLogin } from './kite-session-answer.js';

const now = new Date('2026-11-24T05:00:00Z');

describe("Kite's session answer", () => {
  it('reads login_time as IST', () => {
    expect(parseIstTime('2026-11-24 10:30:00')?.toISOString()).toBe('2026-11-24T05:00:00.000Z');
  });

  it('keeps the token, user id and short name', () => {
    const login = readKiteLogin(
      { access_token: 'tok', user_id: 'AB1234', user_shortname: 'Asha', login_time: '2026-11-24 09:15:00' },
      now,
    );
    expect(login).toEqual({
      accessToken: 'tok',
      kiteUserId: 'AB1234',
      userShortname: 'Asha',
      loginAt: new Date('2026-11-24T03:45:00Z'),
    });
  });

  it('falls back to now for a garbled login_time', () => {
    expect(readKiteLogin({ access_token: 't', user_id: 'AB1234', login_time: '24/11/2026' }, now)?.loginAt).toEqual(
      now,
    );
  });

  it('refuses an answer without a token or a user id', () => {
    expect(readKiteLogin({ user_id: 'AB1234' }, now)).toBeNull();
    expect(readKiteLogin({ access_token: 't' }, now)).toBeNull();
    expect(readKiteLogin(null, now)).toBeNull();
  });
});
