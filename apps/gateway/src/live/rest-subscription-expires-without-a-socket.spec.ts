import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { SocketlessExpiry } from './socketless-expiry.js';

// A user subscribes over REST and never opens a socket on this replica: after the time to live their
// state is forgotten. Fake timers: the rule is about the countdown, not about this machine's speed.
describe('a REST subscription with no socket behind it', () => {
  let expired: string[];
  let expiry: SocketlessExpiry;

  beforeEach(() => {
    jest.useFakeTimers();
    expired = [];
    expiry = new SocketlessExpiry(600_000, (u) => expired.push(u));
  });

  afterEach(() => {
    expiry.stop();
    jest.useRealTimers();
  });

  it('expires once the time to live has passed since the last change', () => {
    expiry.touch('u1');
    jest.advanceTimersByTime(599_999);
    expect(expired).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(expired).toEqual(['u1']);
    expect(expiry.pending).toBe(0);
  });

  it('counts again from each new change', () => {
    expiry.touch('u1');
    jest.advanceTimersByTime(400_000);
    expiry.touch('u1');
    jest.advanceTimersByTime(400_000);
    expect(expired).toEqual([]);
    jest.advanceTimersByTime(200_000);
    expect(expired).toEqual(['u1']);
  });

  it('never expires once a socket took it over (cancel), and expires each user on their own clock', () => {
    expiry.touch('u1');
    jest.advanceTimersByTime(300_000);
    expiry.touch('u2');
    expiry.cancel('u1');
    jest.advanceTimersByTime(10 * 600_000);
    expect(expired).toEqual(['u2']);
  });
});
