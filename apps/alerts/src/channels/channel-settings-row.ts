import type { AlertChannel, ChannelSettingsView } from '@app/contracts';
import { MAX_CODE_TRIES } from './channel-codes.js';

/** One row of alerts.channel_settings; a user without one has the defaults below. */
export interface ChannelSettingsRow {
  user_id: string;
  defaults: AlertChannel[];
  quiet_start: string | null;
  quiet_end: string | null;
  email_address: string | null;
  email_verified_at: Date | null;
  email_code_hash: string | null;
  email_code_expires_at: Date | null;
  email_code_attempts: number;
  telegram_chat_enc: string | null;
  telegram_link_code: string | null;
  telegram_link_expires_at: Date | null;
  webhook_url: string | null;
  webhook_secret_enc: string | null;
}

export function defaultSettings(userId: string): ChannelSettingsRow {
  return {
    user_id: userId,
    defaults: ['in_app'],
    quiet_start: null,
    quiet_end: null,
    email_address: null,
    email_verified_at: null,
    email_code_hash: null,
    email_code_expires_at: null,
    email_code_attempts: 0,
    telegram_chat_enc: null,
    telegram_link_code: null,
    telegram_link_expires_at: null,
    webhook_url: null,
    webhook_secret_enc: null,
  };
}

/** What the server can offer, from its configuration. */
export interface ServerChannels {
  telegram: boolean;
  webPush: boolean;
  vapidPublicKey: string | null;
  botUsername: string | null;
}

/** Whether a channel can carry alerts for this user now (a default or a test must name such a channel). */
export function isSetUp(row: ChannelSettingsRow, channel: AlertChannel, pushSubscriptions: number): boolean {
  switch (channel) {
    case 'in_app':
      return true;
    case 'email':
      return Boolean(row.email_address && row.email_verified_at);
    case 'telegram':
      return Boolean(row.telegram_chat_enc);
    case 'webhook':
      return Boolean(row.webhook_url && row.webhook_secret_enc);
    case 'web_push':
      return pushSubscriptions > 0;
  }
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const telegramLinkUrl = (botUsername: string | null, code: string | null): string | null =>
  botUsername && code ? `https://t.me/${botUsername}?start=${code}` : null;

/** The settings as their owner sees them: no secret, no chat id, only the last 4 of the webhook secret. */
export function toChannelSettingsView(
  row: ChannelSettingsRow,
  server: ServerChannels,
  pushSubscriptions: number,
  webhookSecretHint: string | null,
  now: Date,
): ChannelSettingsView {
  const linking =
    row.telegram_link_code && row.telegram_link_expires_at && row.telegram_link_expires_at > now ? row : null;
  return {
    defaults: row.defaults,
    quiet_hours: row.quiet_start && row.quiet_end ? { start: row.quiet_start, end: row.quiet_end } : null,
    in_app: { enabled: true },
    email: {
      address: row.email_address,
      verified: Boolean(row.email_verified_at),
      // Pending while the mailed code can still be used: unexpired, with tries left.
      verification_pending: Boolean(
        row.email_address &&
        !row.email_verified_at &&
        row.email_code_hash &&
        row.email_code_expires_at &&
        row.email_code_expires_at > now &&
        row.email_code_attempts < MAX_CODE_TRIES,
      ),
    },
    telegram: {
      configured: server.telegram,
      linked: Boolean(row.telegram_chat_enc),
      link_code: linking?.telegram_link_code ?? null,
      link_url: telegramLinkUrl(server.botUsername, linking?.telegram_link_code ?? null),
      link_expires_at: iso(linking?.telegram_link_expires_at ?? null),
    },
    webhook: { url: row.webhook_url, secret_hint: webhookSecretHint },
    web_push: {
      configured: server.webPush,
      public_key: server.webPush ? server.vapidPublicKey : null,
      subscriptions: pushSubscriptions,
    },
  };
}
