import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AlertChannel } from '@app/contracts';
import type { DeliveryJob } from './channel-sender.js';
import { toRuleFire, type FireRow } from './fire-row.js';

/** A claimed delivery with its owner's quiet hours (read in the same statement as the claim). */
export interface ClaimedDelivery extends DeliveryJob {
  quietStart: string | null;
  quietEnd: string | null;
}

type ClaimRow = FireRow & {
  delivery_id: string;
  user_id: string;
  channel: AlertChannel;
  attempts: number;
  quiet_start: string | null;
  quiet_end: string | null;
};

/** The outbox (alerts.deliveries): claims due rows for one dispatcher and records how each try ended. */
@Injectable()
export class OutboxRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /**
   * Claims up to `limit` due deliveries in one statement: each gets a lease and one more try counted.
   * SKIP LOCKED lets every replica claim at once without taking each other's rows; a row whose lease ran
   * out (its dispatcher died mid-send) is due again.
   */
  async claimDue(limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
    const rows = (await this.ds.query(
      `WITH due AS (
         SELECT id FROM alerts.deliveries
          WHERE status = 'pending' AND next_attempt_at <= now() AND (lease_until IS NULL OR lease_until < now())
          ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED),
       claimed AS (
         UPDATE alerts.deliveries d SET lease_until = now() + make_interval(secs => $2::float8 / 1000),
                attempts = d.attempts + 1
           FROM due WHERE d.id = due.id
         RETURNING d.id, d.fire_id, d.user_id, d.channel, d.attempts)
       SELECT c.id AS delivery_id, c.user_id, c.channel, c.attempts, f.id, f.rule_id, f.kind, f.instrument_token,
              f.tradingsymbol, f.level, f.observed, f.message, f.fired_at, s.quiet_start, s.quiet_end
         FROM claimed c JOIN alerts.rule_fires f ON f.id = c.fire_id
         LEFT JOIN alerts.channel_settings s ON s.user_id = c.user_id`,
      [limit, leaseMs],
    )) as ClaimRow[];
    return rows.map((r) => ({
      id: r.delivery_id,
      userId: r.user_id,
      channel: r.channel,
      attempts: r.attempts,
      fire: toRuleFire(r),
      quietStart: r.quiet_start,
      quietEnd: r.quiet_end,
    }));
  }

  /**
   * The outcomes below apply only while the row is still this try's (same attempt count, still
   * pending): a dispatcher that outlived its lease must not overwrite the try that took the row over.
   */
  async markDelivered(id: string, attempts: number): Promise<void> {
    await this.ds.query(
      `UPDATE alerts.deliveries SET status = 'delivered', delivered_at = now(), last_error = NULL, lease_until = NULL
        WHERE id = $1 AND attempts = $2 AND status = 'pending'`,
      [id, attempts],
    );
  }

  /** A failed try: dead, or pending again after `retryInMs`. */
  async markFailed(id: string, attempts: number, error: string, dead: boolean, retryInMs: number): Promise<void> {
    await this.ds.query(
      `UPDATE alerts.deliveries
          SET status = CASE WHEN $4::boolean THEN 'dead' ELSE 'pending' END, last_error = $3, lease_until = NULL,
              next_attempt_at = CASE WHEN $4::boolean THEN next_attempt_at
                                     ELSE now() + make_interval(secs => $5::float8 / 1000) END
        WHERE id = $1 AND attempts = $2 AND status = 'pending'`,
      [id, attempts, error, dead, retryInMs],
    );
  }

  /** The row waits until `until` (a quiet window's end, or now when it went unsent), and the claim's try is given back. */
  async holdUntil(id: string, attempts: number, until: Date): Promise<void> {
    await this.ds.query(
      `UPDATE alerts.deliveries SET attempts = attempts - 1, next_attempt_at = $3, lease_until = NULL
        WHERE id = $1 AND attempts = $2 AND status = 'pending'`,
      [id, attempts, until.toISOString()],
    );
  }
}
