import { IsBoolean, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { EnvBoolean, EnvInt, ServiceConfig, loadConfig, parseKeyRing } from '@app/common';

export class AlertsConfig extends ServiceConfig {
  /** Ticks the engine keeps waiting for evaluation; beyond it, older ticks give way (see TickQueue). */
  @EnvInt()
  @IsInt()
  @Min(1)
  @Max(10_000_000)
  ALERTS_QUEUE_MAX_TICKS = 20_000;

  /**
   * Keys that seal channel secrets at rest (webhook secrets, push subscription keys, Telegram chats):
   * `id:base64key[,id:base64key]`, 32-byte keys, the first sealing new secrets. Unset: the channels that
   * keep a secret (webhook, web push, Telegram) cannot be set up, and say so.
   */
  @IsOptional()
  @IsString()
  ALERT_SECRET_KEYS?: string;

  /** `smtp://user:pass@host:port` or `smtps://...`; unset: email is not offered. */
  @IsOptional()
  @Matches(/^smtps?:\/\/.+/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  /** The sender of alert and verification mail. */
  @IsString()
  MAIL_FROM = 'Portfolio alerts <alerts@localhost>';

  /** The bot's token from @BotFather; unset: Telegram is not offered. */
  @IsOptional()
  @IsString()
  TELEGRAM_BOT_TOKEN?: string;

  /** The bot's @name without the @, for the t.me link shown while linking. */
  @IsOptional()
  @IsString()
  TELEGRAM_BOT_USERNAME?: string;

  @Matches(/^https?:\/\/.+/, { message: 'TELEGRAM_API_URL must be an http(s):// URL' })
  TELEGRAM_API_URL = 'https://api.telegram.org';

  /** VAPID keys (base64url, as `web-push generate-vapid-keys` prints them); unset: web push is not offered. */
  @IsOptional()
  @IsString()
  VAPID_PUBLIC_KEY?: string;

  @IsOptional()
  @IsString()
  VAPID_PRIVATE_KEY?: string;

  @Matches(/^(mailto:|https:\/\/).+/, { message: 'VAPID_SUBJECT must be a mailto: or https:// URL' })
  VAPID_SUBJECT = 'mailto:alerts@localhost';

  /** Lets webhooks reach loopback and private addresses (development and tests); off in production. */
  @EnvBoolean()
  @IsBoolean()
  WEBHOOK_ALLOW_PRIVATE = false;

  /** Tries of one delivery before it is dead-lettered. */
  @EnvInt()
  @IsInt()
  @Min(1)
  @Max(50)
  DELIVERY_MAX_ATTEMPTS = 8;

  /** The first retry's delay; each further retry doubles it (with jitter), up to an hour. */
  @EnvInt()
  @IsInt()
  @Min(10)
  @Max(3_600_000)
  DELIVERY_BASE_DELAY_MS = 5000;

  /** How often the dispatcher looks for due deliveries when nothing woke it. */
  @EnvInt()
  @IsInt()
  @Min(10)
  @Max(60_000)
  DELIVERY_POLL_MS = 1000;

  /** How long one try may take (an HTTP call, an SMTP session) before it counts as failed. */
  @EnvInt()
  @IsInt()
  @Min(100)
  @Max(120_000)
  DELIVERY_TIMEOUT_MS = 10_000;

  /** How long a claimed delivery stays with its dispatcher; a dispatcher that died frees it after this. */
  @EnvInt()
  @IsInt()
  @Min(500)
  @Max(600_000)
  DELIVERY_LEASE_MS = 30_000;

  /** How long a getUpdates long poll waits at the Bot API. */
  @EnvInt()
  @IsInt()
  @Min(0)
  @Max(50)
  TELEGRAM_POLL_SECONDS = 25;

  /**
   * The market service's calendar file, when the operator gives it one: the same path, so rules are
   * quiet on the same holidays. Unset: the bundled calendar, as in the market service.
   */
  @IsOptional()
  @IsString()
  MARKET_CALENDAR_FILE?: string;

  get emailConfigured(): boolean {
    return Boolean(this.SMTP_URL);
  }
  get telegramConfigured(): boolean {
    return Boolean(this.TELEGRAM_BOT_TOKEN && this.ALERT_SECRET_KEYS);
  }
  get webPushConfigured(): boolean {
    return Boolean(this.VAPID_PUBLIC_KEY && this.VAPID_PRIVATE_KEY && this.ALERT_SECRET_KEYS);
  }
  get webhookConfigured(): boolean {
    return Boolean(this.ALERT_SECRET_KEYS);
  }
}

/** The one place the alerts service reads its environment. */
export function loadAlertsConfig(env: Record<string, string | undefined> = process.env): AlertsConfig {
  return loadConfig(AlertsConfig, env, {
    defaults: { HEALTH_PORT: '3005' },
    check: (e) => [...keyRingProblems(e), ...leaseProblems(e)],
  });
}

/**
 * A claim must outlast a try: a lease shorter than the timeout would hand a delivery still being sent
 * to another dispatcher, which sends it again.
 */
function leaseProblems(env: Record<string, string | undefined>): string[] {
  const defaults = new AlertsConfig();
  const lease = Number(env.DELIVERY_LEASE_MS ?? defaults.DELIVERY_LEASE_MS);
  const timeout = Number(env.DELIVERY_TIMEOUT_MS ?? defaults.DELIVERY_TIMEOUT_MS);
  if (!Number.isFinite(lease) || !Number.isFinite(timeout) || lease > timeout) return [];
  return [`DELIVERY_LEASE_MS (${lease}) must be longer than DELIVERY_TIMEOUT_MS (${timeout})`];
}

/** A key ring that does not parse is refused at start-up, naming the variable (never a key). */
function keyRingProblems(env: Record<string, string | undefined>): string[] {
  if (!env.ALERT_SECRET_KEYS) return [];
  try {
    parseKeyRing(env.ALERT_SECRET_KEYS, 'ALERT_SECRET_KEYS');
    return [];
  } catch (e) {
    return [(e as Error).message];
  }
}
