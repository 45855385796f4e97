import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCode,
  type AlertChannel,
  type ChannelSettingsDto,
  type ChannelSettingsReply,
  type FireWithDeliveries,
} from '@app/contracts';
import { DomainError } from '@app/common';
import { AlertsConfig } from '../config/alerts.config.js';
import { MailTransport } from '../delivery/mail-transport.js';
import { CODE_VERDICT_MESSAGES, judgeEmailCode, secretHint } from './channel-codes.js';
import { invalidField } from './channel-errors.js';
import { ChannelSecrets } from './channel-secrets.js';
import { applyChannelChange } from './channel-settings-change.js';
import {
  defaultSettings,
  isSetUp,
  toChannelSettingsView,
  type ChannelSettingsRow,
  type ServerChannels,
} from './channel-settings-row.js';
import { ChannelSettingsRepository } from './channel-settings.repository.js';
import { PushSubscriptionsRepository } from './push-subscriptions.repository.js';
import { TestFireRepository } from './test-fire.repository.js';
import { OutboxSignal } from '../delivery/outbox-signal.js';

export const TEST_ALERT_MESSAGE = 'Test alert from your portfolio dashboard';
export const VERIFICATION_SUBJECT = 'Your alerts verification code';

/** A user's channels: reading and changing them, verifying an email address, and test alerts. */
@Injectable()
export class ChannelSettingsService {
  constructor(
    private readonly settings: ChannelSettingsRepository,
    private readonly pushes: PushSubscriptionsRepository,
    private readonly testFires: TestFireRepository,
    private readonly secrets: ChannelSecrets,
    private readonly mail: MailTransport,
    private readonly outbox: OutboxSignal,
    @Inject(AlertsConfig) private readonly config: AlertsConfig,
  ) {}

  async get(userId: string): Promise<ChannelSettingsReply> {
    const row = (await this.settings.get(userId)) ?? defaultSettings(userId);
    return this.reply(row, await this.pushes.count(userId));
  }

  async put(userId: string, dto: ChannelSettingsDto): Promise<ChannelSettingsReply> {
    const { change, pushSubscriptions } = await this.settings.lockedForUser(userId, async (settings) => {
      const before = (await settings.get(userId)) ?? defaultSettings(userId);
      const pushSubscriptions = await this.pushes.count(userId);
      const change = applyChannelChange(before, dto, {
        now: new Date(),
        emailConfigured: this.config.emailConfigured,
        telegramConfigured: this.config.telegramConfigured,
        secretsConfigured: this.secrets.configured,
        pushSubscriptions,
        seal: (plaintext) => this.secrets.seal(plaintext, userId, 'webhook'),
      });
      await settings.save(change.row);
      return { change, pushSubscriptions };
    });
    // The code goes out once the row holding its hash is committed.
    if (change.emailCode) await this.mailCode(change.row.email_address!, change.emailCode);
    const reply = this.reply(change.row, pushSubscriptions);
    return change.webhookSecret ? { ...reply, webhook_secret: change.webhookSecret } : reply;
  }

  /** One try of the code mailed to the address; each try counts, right or wrong. */
  async verifyEmail(userId: string, code: string): Promise<ChannelSettingsReply> {
    const row = await this.settings.countCodeTry(userId);
    const verdict = row
      ? judgeEmailCode(
          { hash: row.email_code_hash, expiresAt: row.email_code_expires_at, triesBefore: row.email_code_attempts },
          code,
          new Date(),
        )
      : 'none';
    if (verdict !== 'right') throw invalidField('code', CODE_VERDICT_MESSAGES[verdict]);
    await this.settings.markEmailVerified(userId, row!.email_code_hash!);
    return this.get(userId);
  }

  /** A test alert on one channel, queued in the outbox and sent by the dispatcher like any other. */
  async test(userId: string, channel: AlertChannel): Promise<{ fire: FireWithDeliveries }> {
    const row = (await this.settings.get(userId)) ?? defaultSettings(userId);
    if (!isSetUp(row, channel, await this.pushes.count(userId))) {
      throw invalidField('channel', `channel: ${channel} is not set up`);
    }
    const fire = await this.testFires.insert(userId, channel, TEST_ALERT_MESSAGE);
    this.outbox.queued();
    return { fire };
  }

  reply(row: ChannelSettingsRow, pushSubscriptions: number): ChannelSettingsReply {
    const secret = this.secrets.tryOpen(row.webhook_secret_enc, row.user_id);
    const channels = toChannelSettingsView(
      row,
      this.server(),
      pushSubscriptions,
      secret ? secretHint(secret) : null,
      new Date(),
    );
    return { channels };
  }

  private server(): ServerChannels {
    return {
      telegram: this.config.telegramConfigured,
      webPush: this.config.webPushConfigured,
      vapidPublicKey: this.config.VAPID_PUBLIC_KEY ?? null,
      botUsername: this.config.TELEGRAM_BOT_USERNAME ?? null,
    };
  }

  private async mailCode(to: string, code: string): Promise<void> {
    try {
      await this.mail.send({
        to,
        subject: VERIFICATION_SUBJECT,
        text: `Your verification code is ${code}. It is good for 15 minutes.\n\nIf you did not ask for it, ignore this mail.`,
      });
    } catch {
      throw new DomainError(
        ErrorCode.ServiceUnavailable,
        'the verification mail could not be sent; set the address again to retry',
      );
    }
  }
}
