import type { AlertChannel, ChannelSettingsDto } from '@app/contracts';
import {
  CODE_TTL_MS,
  hashCode,
  newEmailCode,
  newLinkCode,
  newWebhookSecret,
  quietHoursProblem,
  resentTooSoon,
  type Draw,
} from './channel-codes.js';
import { invalidField, notConfigured } from './channel-errors.js';
import { isSetUp, type ChannelSettingsRow } from './channel-settings-row.js';

export interface ChangeContext {
  now: Date;
  /** Which channels this server can offer. */
  emailConfigured: boolean;
  telegramConfigured: boolean;
  secretsConfigured: boolean;
  pushSubscriptions: number;
  /** Seals a secret for this user (throws when no key ring is configured). */
  seal: (plaintext: string) => string;
  draw?: Draw;
}

export interface ChannelChange {
  row: ChannelSettingsRow;
  /** A new email code to mail to row.email_address. */
  emailCode?: string;
  /** A new webhook secret, shown once in the answer. */
  webhookSecret?: string;
}

/**
 * Applies a PUT to a user's settings in memory: every part is checked before anything is written, so a
 * refused PUT changes nothing. Parts left out stay as they are.
 */
export function applyChannelChange(before: ChannelSettingsRow, dto: ChannelSettingsDto, ctx: ChangeContext) {
  const row: ChannelSettingsRow = { ...before };
  const change: ChannelChange = { row };
  const expiry = new Date(ctx.now.getTime() + CODE_TTL_MS);

  if (dto.quiet_hours === null) {
    row.quiet_start = row.quiet_end = null;
  } else if (dto.quiet_hours) {
    const problem = quietHoursProblem(dto.quiet_hours);
    if (problem) throw invalidField('quiet_hours', problem);
    row.quiet_start = dto.quiet_hours.start;
    row.quiet_end = dto.quiet_hours.end;
  }

  const address = dto.email?.address;
  if (address === null) {
    Object.assign(row, { email_address: null, email_verified_at: null, email_code_hash: null });
    Object.assign(row, { email_code_expires_at: null, email_code_attempts: 0 });
  } else if (address !== undefined && !(address === row.email_address && row.email_verified_at)) {
    if (!ctx.emailConfigured) throw notConfigured('email', 'SMTP_URL');
    const pending = { address: row.email_address, expiresAt: row.email_code_hash ? row.email_code_expires_at : null };
    if (resentTooSoon(pending, address, ctx.now)) {
      throw invalidField('email.address', 'email.address: a code was sent less than a minute ago; check the inbox');
    }
    change.emailCode = newEmailCode(ctx.draw);
    Object.assign(row, { email_address: address, email_verified_at: null, email_code_attempts: 0 });
    Object.assign(row, { email_code_hash: hashCode(change.emailCode), email_code_expires_at: expiry });
  }

  if (dto.telegram?.action === 'link') {
    if (!ctx.telegramConfigured) throw notConfigured('telegram', 'TELEGRAM_BOT_TOKEN, ALERT_SECRET_KEYS');
    row.telegram_link_code = newLinkCode(ctx.draw);
    row.telegram_link_expires_at = expiry;
  } else if (dto.telegram?.action === 'unlink') {
    Object.assign(row, { telegram_chat_enc: null, telegram_link_code: null, telegram_link_expires_at: null });
  }

  const webhook = dto.webhook;
  if (webhook?.url === null) {
    row.webhook_url = row.webhook_secret_enc = null;
  } else if (webhook && (webhook.url !== undefined || webhook.rotate_secret)) {
    if (!ctx.secretsConfigured) throw notConfigured('webhook', 'ALERT_SECRET_KEYS');
    if (webhook.url !== undefined) row.webhook_url = webhook.url;
    if (!row.webhook_url) throw invalidField('webhook.url', 'webhook.url must be set before its secret can rotate');
    if (!row.webhook_secret_enc || webhook.rotate_secret) {
      change.webhookSecret = newWebhookSecret();
      row.webhook_secret_enc = ctx.seal(change.webhookSecret);
    }
  }

  row.defaults = nextDefaults(row, dto.defaults, ctx.pushSubscriptions);
  return change;
}

/**
 * The defaults after a change: each one asked for must be set up (400 naming `defaults`); a channel the
 * same change took down leaves the defaults, and in_app stands in when none is left.
 */
export function nextDefaults(row: ChannelSettingsRow, asked: AlertChannel[] | undefined, pushes: number) {
  if (asked) {
    if (asked.length === 0) throw invalidField('defaults', 'defaults must name at least one channel');
    const missing = asked.filter((c) => !isSetUp(row, c, pushes));
    if (missing.length > 0) {
      throw invalidField('defaults', `defaults: ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not set up`);
    }
    return asked;
  }
  const kept = row.defaults.filter((c) => isSetUp(row, c, pushes));
  return kept.length > 0 ? kept : (['in_app'] as AlertChannel[]);
}
