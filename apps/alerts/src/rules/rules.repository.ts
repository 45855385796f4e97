import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { RULE_STATUSES, type AlertChannel, type RuleKind, type RuleStatus } from '@app/contracts';
import type { ChannelSetup } from './channel-readiness.js';
import type { RuleRow } from './rule-row.js';
import type { RuleShape } from './rule-shape.js';

/** A rule ready to store: its shape, the instrument's symbol and the channels it goes to. */
export interface StoredRuleFields extends Omit<RuleShape, 'channels'> {
  tradingsymbol: string | null;
  exchange: string | null;
  channels: AlertChannel[];
}

export interface RuleFilter {
  status?: RuleStatus;
  kind?: RuleKind;
  instrument_token?: number;
}

/** The SQL condition of a status at the time in parameter `at`: expiry wins over the state the engine left. */
function statusSql(status: RuleStatus, at: string): string {
  if (status === 'expired') return `expires_at <= ${at}`;
  return `state = '${status}' AND (expires_at IS NULL OR expires_at > ${at})`;
}

const FIELDS = [
  'instrument_token',
  'tradingsymbol',
  'exchange',
  'kind',
  'value',
  'months',
  'recurring',
  'expires_at',
  'channels',
  'note',
  'level',
] as const;
const fieldValues = (f: StoredRuleFields) => FIELDS.map((k) => f[k]);

@Injectable()
export class RulesRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** One page of the user's rules matching the filter, newest first, and how many match in all. */
  async page(
    userId: string,
    filter: RuleFilter,
    now: Date,
    offset: number,
    limit: number,
  ): Promise<{ rows: RuleRow[]; total: number }> {
    const params: unknown[] = [userId];
    const where = ['user_id = $1'];
    if (filter.status) where.push(`(${statusSql(filter.status, `$${params.push(now)}`)})`);
    if (filter.kind) where.push(`kind = $${params.push(filter.kind)}`);
    if (filter.instrument_token !== undefined)
      where.push(`instrument_token = $${params.push(filter.instrument_token)}`);
    const cond = where.join(' AND ');
    const [{ n }] = (await this.ds.query(`SELECT count(*)::int AS n FROM alerts.rules WHERE ${cond}`, params)) as {
      n: number;
    }[];
    const rows = (await this.ds.query(
      `SELECT * FROM alerts.rules WHERE ${cond} ORDER BY created_at DESC, id DESC OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, offset, limit],
    )) as RuleRow[];
    return { rows, total: n };
  }

  /** How many of the user's rules hold each status at `now`. */
  async counts(userId: string, now: Date): Promise<Record<RuleStatus, number>> {
    const columns = RULE_STATUSES.map((s) => `count(*) FILTER (WHERE ${statusSql(s, '$2')})::int AS ${s}`).join(', ');
    const [row] = (await this.ds.query(`SELECT ${columns} FROM alerts.rules WHERE user_id = $1`, [userId, now])) as [
      Record<RuleStatus, number>,
    ];
    return row;
  }

  async get(userId: string, id: string): Promise<RuleRow | null> {
    const rows = (await this.ds.query('SELECT * FROM alerts.rules WHERE user_id = $1 AND id = $2', [
      userId,
      id,
    ])) as RuleRow[];
    return rows[0] ?? null;
  }

  /**
   * Stores a new rule unless the user already holds `max`; null when they do. The count and the insert
   * run under a lock on the user, so two creates at once cannot both take the last place.
   */
  async insertWithin(userId: string, max: number, f: StoredRuleFields): Promise<RuleRow | null> {
    return this.ds.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('alerts.rules:' || $1, 0))", [userId]);
      const [{ n }] = (await tx.query('SELECT count(*)::int AS n FROM alerts.rules WHERE user_id = $1', [userId])) as {
        n: number;
      }[];
      if (n >= max) return null;
      const rows = (await tx.query(
        `INSERT INTO alerts.rules (user_id, ${FIELDS.join(', ')}) VALUES ($1, ${FIELDS.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING *`,
        [userId, ...fieldValues(f)],
      )) as RuleRow[];
      return rows[0];
    });
  }

  /** Replaces the rule and arms it afresh: no state, level or cooldown of the old rule carries over. */
  async replace(userId: string, id: string, f: StoredRuleFields): Promise<RuleRow | null> {
    const sets = FIELDS.map((k, i) => `${k} = $${i + 3}`).join(', ');
    const [rows] = (await this.ds.query(
      `UPDATE alerts.rules SET ${sets}, state = 'armed', last_fired_at = NULL, updated_at = now() WHERE user_id = $1 AND id = $2 RETURNING *`,
      [userId, id, ...fieldValues(f)],
    )) as [RuleRow[], number];
    return rows[0] ?? null;
  }

  /** Deletes the rule; its fires stay in the history with no rule (the foreign key sets it null). */
  async delete(userId: string, id: string): Promise<boolean> {
    const [, n] = (await this.ds.query('DELETE FROM alerts.rules WHERE user_id = $1 AND id = $2', [userId, id])) as [
      unknown,
      number,
    ];
    return n > 0;
  }

  /** The user's default channels and what of each channel they have set up (nothing, without settings). */
  async channelSetup(userId: string): Promise<{ defaults: AlertChannel[]; setup: ChannelSetup }> {
    const [r] = (await this.ds.query(
      `SELECT s.defaults, s.email_verified_at IS NOT NULL AS email, s.telegram_chat_enc IS NOT NULL AS telegram,
              s.webhook_url IS NOT NULL AS webhook,
              (SELECT count(*)::int FROM alerts.push_subscriptions p WHERE p.user_id = u.id) AS push
         FROM (SELECT $1::uuid AS id) u LEFT JOIN alerts.channel_settings s ON s.user_id = u.id`,
      [userId],
    )) as {
      defaults: AlertChannel[] | null;
      email: boolean | null;
      telegram: boolean | null;
      webhook: boolean | null;
      push: number;
    }[];
    return {
      defaults: r.defaults ?? ['in_app'],
      setup: {
        emailVerified: r.email === true,
        telegramLinked: r.telegram === true,
        webhookSet: r.webhook === true,
        pushSubscriptions: r.push,
      },
    };
  }
}
