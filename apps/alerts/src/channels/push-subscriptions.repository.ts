import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export interface PushSubscriptionRow {
  id: string;
  user_id: string;
  endpoint: string;
  keys_enc: string;
  user_agent: string | null;
}

/** The browsers a user receives web push in; the only code that touches alerts.push_subscriptions. */
@Injectable()
export class PushSubscriptionsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** One row per user and endpoint: a browser subscribing again replaces its keys. */
  async upsert(userId: string, endpoint: string, keysEnc: string, userAgent: string | null): Promise<void> {
    await this.ds.query(
      `INSERT INTO alerts.push_subscriptions (user_id, endpoint, keys_enc, user_agent) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, endpoint) DO UPDATE SET keys_enc = EXCLUDED.keys_enc, user_agent = EXCLUDED.user_agent`,
      [userId, endpoint, keysEnc, userAgent],
    );
  }

  async deleteByEndpoint(userId: string, endpoint: string): Promise<boolean> {
    const rows = (await this.ds.query('DELETE FROM alerts.push_subscriptions WHERE user_id = $1 AND endpoint = $2', [
      userId,
      endpoint,
    ])) as [unknown[], number];
    return rows[1] > 0;
  }

  async deleteById(id: string): Promise<void> {
    await this.ds.query('DELETE FROM alerts.push_subscriptions WHERE id = $1', [id]);
  }

  async list(userId: string): Promise<PushSubscriptionRow[]> {
    return (await this.ds.query('SELECT * FROM alerts.push_subscriptions WHERE user_id = $1 ORDER BY created_at', [
      userId,
    ])) as PushSubscriptionRow[];
  }

  async count(userId: string): Promise<number> {
    const [{ n }] = (await this.ds.query(
      'SELECT count(*)::int AS n FROM alerts.push_subscriptions WHERE user_id = $1',
      [userId],
    )) as { n: number }[];
    return n;
  }
}
