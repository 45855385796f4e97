import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AlertChannel, FireWithDeliveries } from '@app/contracts';

interface TestFireRow {
  id: string;
  message: string;
  fired_at: Date;
  delivery_id: string;
  status: 'pending';
  attempts: number;
  next_attempt_at: Date;
}

/** Test alerts: a fire of kind 'test' and its one delivery, queued in the outbox like any other fire. */
@Injectable()
export class TestFireRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** One statement writes both rows, so a stored test fire always has its delivery. */
  async insert(userId: string, channel: AlertChannel, message: string): Promise<FireWithDeliveries> {
    const [row] = (await this.ds.query(
      `WITH fire AS (
         INSERT INTO alerts.rule_fires (user_id, rule_id, kind, message, fired_at)
         VALUES ($1, NULL, 'test', $2, now()) RETURNING id, user_id, message, fired_at
       ), delivery AS (
         INSERT INTO alerts.deliveries (fire_id, user_id, channel) SELECT id, user_id, $3 FROM fire
         RETURNING id, status, attempts, next_attempt_at
       )
       SELECT fire.id, fire.message, fire.fired_at, delivery.id AS delivery_id, delivery.status,
              delivery.attempts, delivery.next_attempt_at
       FROM fire, delivery`,
      [userId, message, channel],
    )) as TestFireRow[];
    return {
      id: row.id,
      rule_id: null,
      kind: 'test',
      instrument_token: null,
      tradingsymbol: null,
      level: null,
      observed: null,
      message: row.message,
      fired_at: row.fired_at.toISOString(),
      deliveries: [
        {
          id: row.delivery_id,
          channel,
          status: row.status,
          attempts: row.attempts,
          last_error: null,
          next_attempt_at: row.next_attempt_at.toISOString(),
          delivered_at: null,
        },
      ],
    };
  }
}
