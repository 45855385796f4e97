import type { NatsConnection } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import { ALERTS_EVENTS, MARKET_EVENTS, type TickBatch, type WatchlistChangedEvent } from '@app/contracts';
import type { RuleEngine } from '../../apps/alerts/src/rule-engine/rule-engine.service.js';
import type { TestInfra } from './infra.js';
import { waitFor } from './wait.js';

/** An instrument no rule watches: its ticks only mark a place in the tick stream. */
const SENTINEL_TOKEN = 999_999_002;

/**
 * Resolves once every rule engine given has evaluated every tick published before the call and
 * written what they changed. Each engine watches a rule of its own on the sentinel instrument, and
 * sentinel ticks go on the tick stream until each engine fired it: one NATS server hands a subscriber
 * messages in the order it received them, and an engine evaluates in arrival order. The sentinel
 * rules exist in no table, so firing them stores nothing.
 */
export async function ruleEnginesCaughtUp(nc: NatsConnection, engines: RuleEngine[]): Promise<void> {
  const ids = engines.map(() => randomUUID());
  engines.forEach((engine, i) =>
    engine.index.upsert({
      id: ids[i],
      userId: ids[i],
      token: SENTINEL_TOKEN,
      symbol: 'SENTINEL',
      exchange: 'NSE',
      kind: 'price_above',
      value: 1,
      months: null,
      recurring: false,
      expiresAt: null,
      channels: [],
      note: null,
      state: 'armed',
      lastFiredAt: null,
      storedLevel: 1,
    }),
  );
  const batch = (): TickBatch => ({
    feed: 'simulator',
    ticks: [
      {
        instrument_token: SENTINEL_TOKEN,
        last_price: 2,
        ohlc: { open: 2, high: 2, low: 2, close: 2 },
        change: 0,
        change_percent: 0,
        volume: 0,
        timestamp: new Date().toISOString(),
      },
    ],
    sent_at: Date.now(),
  });
  const reached = () => engines.every((engine, i) => engine.index.get(ids[i]) === undefined);
  try {
    await waitFor('every rule engine to evaluate a tick published after the ones before', () => {
      if (reached()) return true;
      nc.publish(MARKET_EVENTS.ticks, JSON.stringify(batch()));
      return false;
    });
    await Promise.all(engines.map((engine) => engine.settled()));
  } finally {
    engines.forEach((engine, i) => engine.index.remove(ids[i]));
  }
}

/** A rule row as a test inserts it, with the migration's columns. */
export interface RuleSeed {
  userId: string;
  token: number | null;
  symbol: string | null;
  kind: string;
  value: number | null;
  months?: number | null;
  recurring?: boolean;
  expiresAt?: Date | null;
  channels?: string[];
  state?: 'armed' | 'triggered' | 'fired';
}

/** Inserts rules as the rules routes would, and announces them as those routes do (origin 'rules'). */
export async function insertRules(infra: TestInfra, nc: NatsConnection, rules: RuleSeed[]): Promise<string[]> {
  const ids: string[] = [];
  for (const r of rules) {
    const [row] = await infra.db.query<{ id: string }>(
      `INSERT INTO alerts.rules (user_id, instrument_token, tradingsymbol, exchange, kind, value, months, recurring, expires_at, channels, state)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        r.userId,
        r.token,
        r.symbol,
        r.token === null ? null : 'NSE',
        r.kind,
        r.value,
        r.months ?? null,
        r.recurring ?? false,
        r.expiresAt ?? null,
        r.channels ?? ['in_app'],
        r.state ?? 'armed',
      ],
    );
    ids.push(row.id);
  }
  const event: WatchlistChangedEvent = { ids, origin: 'rules' };
  nc.publish(ALERTS_EVENTS.ruleChanged, JSON.stringify(event));
  return ids;
}

/** Resolves once every engine watches every one of these rules. */
export const watchedByAll = (engines: RuleEngine[], ids: readonly string[]) =>
  waitFor('every rule engine to watch the new rules', () =>
    engines.every((e) => ids.every((id) => e.index.get(id) !== undefined)),
  );

export interface StoredFire {
  rule_id: string;
  kind: string;
  level: string;
  observed: string;
  message: string;
  channels: string[];
}

/** The fires stored for a user, oldest first, each with the channels of its outbox rows (whatever the dispatcher made of them since). */
export const firesOf = (infra: TestInfra, userId: string) =>
  infra.db.query<StoredFire>(
    `SELECT f.rule_id, f.kind, f.level::text, f.observed::text, f.message,
            array(SELECT d.channel FROM alerts.deliveries d WHERE d.fire_id = f.id ORDER BY d.channel) AS channels
       FROM alerts.rule_fires f WHERE f.user_id = $1 ORDER BY f.fired_at, f.id`,
    [userId],
  );

/** A rule's stored state, level and last fire. */
export const ruleRow = async (infra: TestInfra, id: string) =>
  (
    await infra.db.query<{ state: string; level: string | null; last_fired_at: Date | null }>(
      'SELECT state, level::text, last_fired_at FROM alerts.rules WHERE id = $1',
      [id],
    )
  )[0];
