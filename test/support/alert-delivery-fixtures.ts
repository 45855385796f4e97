import { randomBytes } from 'node:crypto';
import type { AlertChannel } from '@app/contracts';
import { SecretCipher, parseKeyRing } from '@app/common';
import type { TestDatabase } from './postgres.js';

/** A key ring made for the test run (never a key from the repository). */
export const TEST_ALERT_KEYS = `t1:${randomBytes(32).toString('base64')}`;
const cipher = new SecretCipher(parseKeyRing(TEST_ALERT_KEYS, 'ALERT_SECRET_KEYS'));

/** The stack's delivery knobs for tests: quick polls, tiny back-off, few tries. */
export const FAST_DELIVERY_ENV = {
  ALERT_SECRET_KEYS: TEST_ALERT_KEYS,
  WEBHOOK_ALLOW_PRIVATE: 'true',
  DELIVERY_POLL_MS: '50',
  DELIVERY_BASE_DELAY_MS: '50',
  DELIVERY_MAX_ATTEMPTS: '4',
  DELIVERY_TIMEOUT_MS: '3000',
  DELIVERY_LEASE_MS: '4000',
};

export interface DeliveryRow {
  id: string;
  fire_id: string;
  channel: AlertChannel;
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  delivered_at: Date | null;
}

/** Sets the user's webhook (the secret sealed as the service seals it) and, when given, a verified email and quiet hours. */
export async function setChannels(
  db: TestDatabase,
  userId: string,
  c: { webhookUrl?: string; webhookSecret?: string; email?: string; quiet?: [string, string] },
): Promise<void> {
  await db.query(
    `INSERT INTO alerts.channel_settings (user_id, webhook_url, webhook_secret_enc, email_address, email_verified_at,
                                          quiet_start, quiet_end)
     VALUES ($1, $2, $3, $4, CASE WHEN $4::text IS NULL THEN NULL ELSE now() END, $5, $6)`,
    [
      userId,
      c.webhookUrl ?? null,
      c.webhookSecret ? cipher.seal(c.webhookSecret, userId) : null,
      c.email ?? null,
      c.quiet?.[0] ?? null,
      c.quiet?.[1] ?? null,
    ],
  );
}

/** Stores a fire of the user's with a pending delivery on each channel, as the engine's claim statement does. */
export async function insertFire(
  db: TestDatabase,
  userId: string,
  message: string,
  channels: AlertChannel[],
): Promise<{ fireId: string; deliveries: Record<string, string> }> {
  const rows = await db.query<{ id: string; fire_id: string; channel: string }>(
    `WITH f AS (
       INSERT INTO alerts.rule_fires (user_id, kind, instrument_token, tradingsymbol, level, observed, message, fired_at)
       VALUES ($1, 'price_above', 408065, 'INFY', 1600, 1604.5, $2, now()) RETURNING id)
     INSERT INTO alerts.deliveries (fire_id, user_id, channel)
     SELECT f.id, $1, c FROM f, unnest($3::text[]) AS c RETURNING id, fire_id, channel`,
    [userId, message, channels],
  );
  return { fireId: rows[0]!.fire_id, deliveries: Object.fromEntries(rows.map((r) => [r.channel, r.id])) };
}

export async function deliveryRow(db: TestDatabase, id: string): Promise<DeliveryRow> {
  const [row] = await db.query<DeliveryRow>('SELECT * FROM alerts.deliveries WHERE id = $1', [id]);
  return row!;
}
