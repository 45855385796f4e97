import { describe, expect, it } from '@jest/globals';
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("the feed account's session at its expiry", () => {
  it('tells the market the moment it ends, and that the connection expired', async () => {
    const { watch, said } = watchWith(feedRow(new Date(Date.now() + 40)), () => new Date());
    await watch.reschedule();
    expect(said).toEqual([]);
    await sleep(120);
    watch.onApplicationShutdown();
    expect(said).toEqual(['feed null', 'admin-1 expired']);
  });

  it('says nothing when the timer wakes before the expiry', async () => {
    const start = new Date();
    const { watch, said } = watchWith(feedRow(new Date(start.getTime() + 20)), () => start);
    await watch.reschedule();
    await sleep(80);
    watch.onApplicationShutdown();
    expect(said).toEqual([]);
  });

  it('sets no timer without a connected feed account', async () => {
    const { watch, said } = watchWith(feedRow(new Date(Date.now() - 1000)), () => new Date());
    await watch.reschedule();
    await sleep(30);
    expect(said).toEqual([]);
    watch.onApplicationShutdown();
  });
});
