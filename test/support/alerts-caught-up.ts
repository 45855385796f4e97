import type { NatsConnection } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import { MARKET_EVENTS, type TickBatch } from '@app/contracts';
import type { AlertsEngine } from '../../apps/alerts/src/evaluator/alerts-engine.js';
import { waitFor } from './wait.js';

/** An instrument no one watches: its ticks only mark a place in the tick stream. */
const SENTINEL_TOKEN = 999_999_001;

/**
 * Resolves once every alerts engine given has evaluated every tick published before the call, and
 * so stored every alert those ticks fire. Each engine watches a target of its own on the sentinel
 * instrument, and sentinel ticks go on the tick stream until each engine reached its target: one
 * NATS server hands a subscriber messages in the order it received them, and an engine evaluates in
 * arrival order. The sentinel targets exist in no table, so firing them stores nothing.
 */
export async function alertsCaughtUp(nc: NatsConnection, engines: AlertsEngine[]): Promise<void> {
  const ids = engines.map(() => randomUUID());
  engines.forEach((engine, i) =>
    engine.index.upsert({
      id: ids[i],
      userId: ids[i],
      token: SENTINEL_TOKEN,
      target: 2,
      state: 'armed',
      lastFiredAt: null,
    }),
  );
  const sentinel: TickBatch = {
    feed: 'simulator',
    ticks: [
      {
        instrument_token: SENTINEL_TOKEN,
        last_price: 1,
        ohlc: { open: 1, high: 1, low: 1, close: 1 },
        change: 0,
        change_percent: 0,
        volume: 0,
        timestamp: new Date().toISOString(),
      },
    ],
    sent_at: Date.now(),
  };
  const reached = () => engines.every((engine, i) => engine.index.get(ids[i])?.state !== 'armed');
  try {
    await waitFor('every alerts engine to evaluate a tick published after the ones before', () => {
      if (reached()) return true;
      nc.publish(MARKET_EVENTS.ticks, JSON.stringify(sentinel));
      return false;
    });
    await Promise.all(engines.map((engine) => engine.settled()));
  } finally {
    engines.forEach((engine, i) => engine.index.remove(ids[i]));
  }
}
