import { Injectable } from '@nestjs/common';
import {
  PermanentDeliveryError,
  RetryLaterError,
  SenderRegistry,
  type ChannelSender,
  type DeliveryJob,
} from '../delivery/channel-sender.js';
import { ChannelSecrets } from './channel-secrets.js';
import { ChannelSettingsRepository } from './channel-settings.repository.js';
import { TelegramBotApi } from './telegram-bot-api.js';

/** Sends an alert to the user's linked Telegram chat. */
@Injectable()
export class TelegramSender implements ChannelSender {
  readonly channel = 'telegram' as const;

  constructor(
    registry: SenderRegistry,
    private readonly api: TelegramBotApi,
    private readonly settings: ChannelSettingsRepository,
    private readonly secrets: ChannelSecrets,
  ) {
    registry.register(this);
  }

  async send(job: DeliveryJob): Promise<void> {
    if (!this.api.configured) throw new PermanentDeliveryError('telegram is not configured on this server');
    const row = await this.settings.get(job.userId);
    if (!row?.telegram_chat_enc) throw new PermanentDeliveryError('telegram is not linked');
    const chatId = this.secrets.tryOpen(row.telegram_chat_enc, job.userId);
    if (!chatId) throw new PermanentDeliveryError('the linked chat cannot be read; link Telegram again');
    const note = await this.settings.ruleNote(job.fire.rule_id);
    const answer = await this.api.sendMessage(chatId, note ? `${job.fire.message}\n${note}` : job.fire.message);
    if (answer.ok) return;
    const reason = `Telegram answered ${answer.status}${answer.description ? `: ${answer.description}` : ''}`;
    // 403: the user blocked the bot; 400: the chat is gone or the message can never be sent. Neither mends.
    if (answer.status === 403 || answer.status === 400) throw new PermanentDeliveryError(reason);
    // Flood control: Telegram says how long to wait, and a try before then is refused again.
    if (answer.status === 429 && answer.retryAfterSeconds !== undefined)
      throw new RetryLaterError(reason, answer.retryAfterSeconds * 1000);
    throw new Error(reason);
  }
}
