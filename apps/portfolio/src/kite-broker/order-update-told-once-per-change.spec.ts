import { describe, expect, it } from '@jest/globals';
import type { BrokerSource, Order } from '@app/contracts';
import { createLogger } from '@app/common';
import { loadPortfolioConfig } from '../config/portfolio.config.js';
import { KiteSessions, type KiteUserSession } from '../kite-connection/kite-sessions.js';
import type { KiteReadsService } from './kite-reads.service.js';
import type { OrderUpdatesPublisher } from './order-updates.publisher.js';
import { OrderTrackerService } from './order-tracker.service.js';

const state = (status: Order['status'], filled = 0): Order => ({
  order_id: '261124000000001',
  tradingsymbol: 'INFY',
  exchange: 'NSE',
  instrument_token: 408065,
  transaction_type: 'BUY',
  order_type: 'LIMIT',
  product: 'CNC',
  quantity: 2,
  price: 1400,
  status,
  status_message: null,
  average_price: filled ? 1400 : null,
  filled_quantity: filled,
  order_timestamp: '2026-11-24 10:15:01',
  exchange_timestamp: null,
});

class OneSession extends KiteSessions {
  liveSession = async (userId: string): Promise<KiteUserSession> => ({
    userId,
    kiteUserId: 'AB1234',
    apiKey: 'k',
    accessToken: 't',
    expiresAt: new Date(),
  });
  markExpired = async () => undefined;
  userIdOfKiteUser = async () => 'u1';
}

/** The tracker with Kite's order history scripted: each poll reads the next state (the last one repeats). */
function trackerReading(history: Order[]) {
  const told: [string, BrokerSource, Order['status']][] = [];
  const reads = {
    order: async () => (history.length > 1 ? history.shift()! : history[0]),
  } as unknown as KiteReadsService;
  const updates = { publish: (u: string, s: BrokerSource, o: Order) => told.push([u, s, o.status]) };
  const config = loadPortfolioConfig({
    DATABASE_URL: 'postgres://x@h/x',
    NATS_URL: 'nats://h:4222',
    KITE_ORDER_POLL_MS: '200',
  });
  const tracker = new OrderTrackerService(
    config,
    reads,
    updates as unknown as OrderUpdatesPublisher,
    createLogger({ service: 't', level: 'silent' }),
    new OneSession(),
  );
  return { tracker, told };
}

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 100 && !ok(); i++) await new Promise((r) => setTimeout(r, 20));
};

describe("an order's updates", () => {
  it('are told once per change while polling, and polling stops once the order is final', async () => {
    const { tracker, told } = trackerReading([state('OPEN'), state('OPEN'), state('COMPLETE', 2)]);
    tracker.track('u1', state('OPEN PENDING'));
    await until(() => tracker.size === 0);
    expect(told).toEqual([
      ['u1', 'kite', 'OPEN PENDING'],
      ['u1', 'kite', 'OPEN'],
      ['u1', 'kite', 'COMPLETE'],
    ]);
  });

  it('a ticker message already told is not told again by the next poll', async () => {
    const { tracker, told } = trackerReading([state('COMPLETE', 2)]);
    tracker.track('u1', state('OPEN'));
    tracker.observe('u1', state('COMPLETE', 2));
    await new Promise((r) => setTimeout(r, 450));
    expect(told.map((t) => t[2])).toEqual(['OPEN', 'COMPLETE']);
    expect(tracker.size).toBe(0);
  });

  it('a message about an order not followed here is told and not kept', () => {
    const { tracker, told } = trackerReading([state('OPEN')]);
    tracker.observe('u1', state('OPEN'));
    expect(told).toHaveLength(1);
    expect(tracker.size).toBe(0);
  });
});
