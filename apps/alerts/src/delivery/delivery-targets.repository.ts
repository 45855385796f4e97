import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** Where a user's email and webhook deliveries go, as stored (the webhook secret still sealed). */
export interface DeliveryTargets {
  emailAddress: string | null;
  emailVerified: boolean;
  webhookUrl: string | null;
  webhookSecretSealed: string | null;
}

/** Reads the channel settings a sender needs at the moment it sends (so a changed address is used at once). */
@Injectable()
export class DeliveryTargetsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async forUser(userId: string): Promise<DeliveryTargets | null> {
    const [row] = (await this.ds.query(
      `SELECT email_address, email_verified_at IS NOT NULL AS email_verified, webhook_url, webhook_secret_enc
         FROM alerts.channel_settings WHERE user_id = $1`,
      [userId],
    )) as {
      email_address: string | null;
      email_verified: boolean;
      webhook_url: string | null;
      webhook_secret_enc: string | null;
    }[];
    if (!row) return null;
    return {
      emailAddress: row.email_address,
      emailVerified: row.email_verified,
      webhookUrl: row.webhook_url,
      webhookSecretSealed: row.webhook_secret_enc,
    };
  }
}
