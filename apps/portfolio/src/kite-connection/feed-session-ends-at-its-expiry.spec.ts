import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { Logger } from 'pino';
import type { ConnectionClock } from './connection-clock.js';
import type { ConnectionEvents } from './connection-events.js';
import type { ConnectionRow } from './connection-row.js';
import { FeedExpiryWatch } from './feed-expiry.watch.js';
import type { KiteConnectionRepository } from './kite-connection.repository.js';

const feedRow = (expiresAt: Date): ConnectionRow => ({
  userId: 'admin-1',
  kiteUserId: 'AD0001',
  userShortname: 'Admin',
  sealedAccessToken: 'v1.k1.a.b.c',
  keyId: 'k1',
  loginAt: new Date(expiresAt.getTime() - 3_600_000),
  expiresAt,
  state: 'connected',
  reason: null,
  mode: 'live',
  isFeedAccount: true,
  connectedAt: null,
});

function watchWith(row: ConnectionRow | null, now: () => Date) {
  const said: string[] = [];
  const events = {
    feedSessionChanged: (userId: string | null) => said.push(`feed ${userId}`),
    connectionChanged: (userId: string, state: string) => said.push(`${userId} ${state}`),
  } as unknown as ConnectionEvents;
  const repo = { feedAccount: async () => row } as unknown as KiteConnectionRepository;
  const logger = { info: () => undefined, error: () => undefined } as unknown as Logger;
  const watch = new FeedExpiryWatch(repo, events, { now } as ConnectionClock, logger);
  return { watch, said };
}

// The timer is driven by Jest's clock, so a busy machine cannot make it late or early.
const START = new Date('2026-03-02T00:29:00.000Z');

describe("the feed account's session at its expiry", () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: START });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('tells the market the moment it ends, and that the connection expired', async () => {
    const { watch, said } = watchWith(feedRow(new Date(START.getTime() + 40)), () => new Date());
    await watch.reschedule();
    await jest.advanceTimersByTimeAsync(39);
    expect(said).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    watch.onApplicationShutdown();
    expect(said).toEqual(['feed null', 'admin-1 expired']);
  });

  it('says nothing when the timer wakes before the expiry', async () => {
    const { watch, said } = watchWith(feedRow(new Date(START.getTime() + 20)), () => START);
    await watch.reschedule();
    await jest.advanceTimersByTimeAsync(80);
    watch.onApplicationShutdown();
    expect(said).toEqual([]);
  });

  it('tells the market at once when the expiry it was waiting for passes while it reads the row again', async () => {
    let now = START;
    const { watch, said } = watchWith(feedRow(new Date(START.getTime() + 1000)), () => now);
    await watch.reschedule();
    // Moments before the expiry something asks for a re-read, and the read outlasts the time left.
    now = new Date(START.getTime() + 1500);
    await watch.reschedule();
    await jest.advanceTimersByTimeAsync(0);
    expect(said).toEqual(['feed null', 'admin-1 expired']);
    await watch.reschedule();
    await jest.advanceTimersByTimeAsync(5000);
    watch.onApplicationShutdown();
    expect(said).toEqual(['feed null', 'admin-1 expired']);
  });

  it('sets no timer without a connected feed account', async () => {
    const { watch, said } = watchWith(feedRow(new Date(START.getTime() - 1000)), () => new Date());
    await watch.reschedule();
    expect(jest.getTimerCount()).toBe(0);
    await jest.advanceTimersByTimeAsync(30);
    expect(said).toEqual([]);
    watch.onApplicationShutdown();
  });
});
