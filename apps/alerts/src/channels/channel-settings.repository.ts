import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { ChannelSettingsRow } from './channel-settings-row.js';

const COLUMNS = [
  'defaults',
  'quiet_start',
  'quiet_end',
  'email_address',
  'email_verified_at',
  'email_code_hash',
  'email_code_expires_at',
  'email_code_attempts',
  'telegram_chat_enc',
  'telegram_link_code',
  'telegram_link_expires_at',
  'webhook_url',
  'webhook_secret_enc',
] as const;

/** A user's channel settings row; the only code that reads or writes alerts.channel_settings. */
@Injectable()
export class ChannelSettingsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource | EntityManager) {}

  /**
   * Runs a read-change-write of one user's row with the user's other changes held off until it commits:
   * two PUTs at once (two tabs) each see the other's change instead of writing over it.
   */
  async lockedForUser<T>(userId: string, work: (settings: ChannelSettingsRepository) => Promise<T>): Promise<T> {
    return this.ds.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`alerts.channel_settings:${userId}`]);
      return work(new ChannelSettingsRepository(tx));
    });
  }

  async get(userId: string): Promise<ChannelSettingsRow | null> {
    const rows = (await this.ds.query('SELECT * FROM alerts.channel_settings WHERE user_id = $1', [
      userId,
    ])) as ChannelSettingsRow[];
    return rows[0] ?? null;
  }

  /** Writes the whole row in one statement, so a refused PUT leaves nothing half-written. */
  async save(row: ChannelSettingsRow): Promise<void> {
    const values = COLUMNS.map((c) => row[c]);
    const placeholders = COLUMNS.map((_, i) => `$${i + 2}`).join(', ');
    const updates = COLUMNS.map((c) => `${c} = EXCLUDED.${c}`).join(', ');
    await this.ds.query(
      `INSERT INTO alerts.channel_settings (user_id, ${COLUMNS.join(', ')}) VALUES ($1, ${placeholders})
       ON CONFLICT (user_id) DO UPDATE SET ${updates}, updated_at = now()`,
      [row.user_id, ...values],
    );
  }

  /**
   * Counts one try of the pending email code and answers the code as it was before this try. Counting
   * first, in one statement, means parallel guesses cannot get past the limit.
   */
  async countCodeTry(userId: string): Promise<ChannelSettingsRow | null> {
    const rows = (await this.ds.query(
      `UPDATE alerts.channel_settings SET email_code_attempts = email_code_attempts + 1
       WHERE user_id = $1 AND email_code_hash IS NOT NULL RETURNING *`,
      [userId],
    )) as [ChannelSettingsRow[], number];
    const row = rows[0]?.[0];
    return row ? { ...row, email_code_attempts: row.email_code_attempts - 1 } : null;
  }

  async markEmailVerified(userId: string, hash: string): Promise<void> {
    await this.ds.query(
      `UPDATE alerts.channel_settings SET email_verified_at = now(), email_code_hash = NULL,
       email_code_expires_at = NULL, email_code_attempts = 0, updated_at = now()
       WHERE user_id = $1 AND email_code_hash = $2`,
      [userId, hash],
    );
  }

  /** The owner of a live Telegram link code, if any. */
  async ownerOfLinkCode(code: string): Promise<string | null> {
    const rows = (await this.ds.query(
      `SELECT user_id FROM alerts.channel_settings WHERE telegram_link_code = $1 AND telegram_link_expires_at > now()`,
      [code],
    )) as { user_id: string }[];
    return rows[0]?.user_id ?? null;
  }

  /** Stores the sealed chat and spends the code, if the code is still the user's and live. */
  async linkTelegram(userId: string, code: string, chatEnc: string): Promise<boolean> {
    const rows = (await this.ds.query(
      `UPDATE alerts.channel_settings SET telegram_chat_enc = $3, telegram_link_code = NULL,
       telegram_link_expires_at = NULL, updated_at = now()
       WHERE user_id = $1 AND telegram_link_code = $2 AND telegram_link_expires_at > now() RETURNING user_id`,
      [userId, code, chatEnc],
    )) as [unknown[], number];
    return rows[1] > 0;
  }

  /** The note of a fire's rule, shown under the alert's message. */
  async ruleNote(ruleId: string | null): Promise<string | null> {
    if (!ruleId) return null;
    const rows = (await this.ds.query('SELECT note FROM alerts.rules WHERE id = $1', [ruleId])) as {
      note: string | null;
    }[];
    return rows[0]?.note ?? null;
  }

  /** The next update the bot's poller asks for (alerts.telegram_poll_state). */
  async telegramOffset(): Promise<number> {
    const rows = (await this.ds.query('SELECT update_offset FROM alerts.telegram_poll_state WHERE id = 1')) as {
      update_offset: string;
    }[];
    return rows[0] ? Number(rows[0].update_offset) : 0;
  }

  async saveTelegramOffset(offset: number): Promise<void> {
    await this.ds.query(
      `INSERT INTO alerts.telegram_poll_state (id, update_offset) VALUES (1, $1)
       ON CONFLICT (id) DO UPDATE SET update_offset = EXCLUDED.update_offset`,
      [offset],
    );
  }
}
