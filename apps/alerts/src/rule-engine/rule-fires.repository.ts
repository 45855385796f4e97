import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { arrayLiteral } from '../sql/array-literal.js';
import type { RuleRow, WatchedState } from './watched-rule.js';

/** A fire to claim: the rule, the level crossed, what crossed it, the sentence, when, and the state after. */
export interface RuleFireClaim {
  id: string;
  level: number;
  observed: number;
  message: string;
  at: number;
  next: WatchedState;
}

/** A fire stored by this replica: the rule's id and the fire's id. */
export interface StoredRuleFire {
  ruleId: string;
  fireId: string;
}

const RULE_COLUMNS = `id, user_id, instrument_token, tradingsymbol, exchange, kind, value, months, recurring,
  expires_at, channels, note, state, level, last_fired_at`;

/** The rule engine's reads and writes of alerts.rules, and the one statement that stores a fire and its outbox rows. */
@Injectable()
export class RuleFiresRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** Up to `limit` rules still to watch (not fired) after `afterId`, in id order: read page by page at start. */
  async pageAfter(afterId: string, limit: number): Promise<RuleRow[]> {
    return (await this.ds.query(
      `SELECT ${RULE_COLUMNS} FROM alerts.rules WHERE id > $1 AND state <> 'fired' ORDER BY id LIMIT $2`,
      [afterId, limit],
    )) as RuleRow[];
  }

  async byIds(ids: readonly string[]): Promise<RuleRow[]> {
    return (await this.ds.query(`SELECT ${RULE_COLUMNS} FROM alerts.rules WHERE id = ANY($1::uuid[])`, [
      arrayLiteral(ids),
    ])) as RuleRow[];
  }

  /**
   * Claims and stores fires in ONE statement: the rules are locked in id order (two replicas claiming
   * overlapping sets wait for each other instead of deadlocking); each rule still armed, out of its
   * cooldown and not expired at its fire's time takes its next state and last fire time; each claimed
   * rule gets its rule_fires row, and that fire one pending delivery per channel of the rule. Of two
   * replicas that see the same crossing, the first claims the rule and the second finds it no longer
   * armed, so a fire and its deliveries are stored once. Answers the fires stored here.
   */
  async claimAndStoreFires(fires: readonly RuleFireClaim[], cooldownMs: number): Promise<StoredRuleFire[]> {
    if (fires.length === 0) return [];
    const rows = (await this.ds.query(
      `WITH f AS (
         SELECT id, level, observed, message, to_timestamp(at_ms / 1000) AS at, next_state
           FROM unnest($1::uuid[], $2::numeric[], $3::numeric[], $4::text[], $5::float8[], $6::text[])
             AS f(id, level, observed, message, at_ms, next_state)),
       locked AS MATERIALIZED (
         SELECT r.id FROM alerts.rules r WHERE r.id IN (SELECT id FROM f) ORDER BY r.id FOR UPDATE),
       claimed AS (
         UPDATE alerts.rules r SET state = f.next_state, last_fired_at = f.at, level = f.level, updated_at = now()
           FROM f WHERE r.id = f.id AND r.id IN (SELECT id FROM locked) AND r.state = 'armed'
            AND (r.last_fired_at IS NULL OR r.last_fired_at <= f.at - make_interval(secs => $7::float8 / 1000))
            AND (r.expires_at IS NULL OR r.expires_at > f.at)
         RETURNING r.id, r.user_id, r.kind, r.instrument_token, r.tradingsymbol, r.channels,
                   f.level, f.observed, f.message, f.at),
       fired AS (
         INSERT INTO alerts.rule_fires (user_id, rule_id, kind, instrument_token, tradingsymbol, level, observed, message, fired_at)
         SELECT user_id, id, kind, instrument_token, tradingsymbol, level, observed, message, at FROM claimed
         RETURNING id, rule_id, user_id),
       outbox AS (
         INSERT INTO alerts.deliveries (fire_id, user_id, channel)
         SELECT fired.id, fired.user_id, channel FROM fired JOIN claimed c ON c.id = fired.rule_id, unnest(c.channels) AS channel
         RETURNING fire_id)
       SELECT fired.rule_id, fired.id AS fire_id FROM fired`,
      [
        arrayLiteral(fires.map((f) => f.id)),
        arrayLiteral(fires.map((f) => f.level)),
        arrayLiteral(fires.map((f) => f.observed)),
        fires.map((f) => f.message),
        arrayLiteral(fires.map((f) => f.at)),
        arrayLiteral(fires.map((f) => f.next)),
        cooldownMs,
      ],
    )) as { rule_id: string; fire_id: string }[];
    return rows.map((r) => ({ ruleId: r.rule_id, fireId: r.fire_id }));
  }

  /** Moves rules from one state to another (reached in cooldown: armed -> triggered; re-armed: back); answers the ids moved. */
  async moveState(ids: readonly string[], from: WatchedState, to: WatchedState): Promise<string[]> {
    if (ids.length === 0) return [];
    const [rows] = (await this.ds.query(
      'UPDATE alerts.rules SET state = $3, updated_at = now() WHERE id = ANY($1::uuid[]) AND state = $2 RETURNING id',
      [arrayLiteral(ids), from, to],
    )) as [{ id: string }[], number];
    return rows.map((r) => r.id);
  }

  /** Stores the levels rules resolve to now, in one statement; a level already stored is left alone. */
  async storeLevels(levels: ReadonlyMap<string, number>): Promise<void> {
    if (levels.size === 0) return;
    await this.ds.query(
      `UPDATE alerts.rules r SET level = v.level
         FROM unnest($1::uuid[], $2::numeric[]) AS v(id, level)
        WHERE r.id = v.id AND r.level IS DISTINCT FROM v.level`,
      [arrayLiteral([...levels.keys()]), arrayLiteral([...levels.values()])],
    );
  }
}
