import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '@app/common';
import { ChannelSecrets } from './channel-secrets.js';
import { ChannelSettingsRepository } from './channel-settings.repository.js';
import { TelegramPollLock } from './telegram-poll-lock.repository.js';
import { TelegramBotApi, type TelegramUpdate } from './telegram-bot-api.js';

const LOCK_RETRY_MS = 5000;
const ERROR_PAUSE_MS = 3000;
export const LINKED_REPLY = 'Linked: alerts will arrive here.';
export const INVALID_CODE_REPLY = 'That code is not valid. Ask for a new one in the alert settings of the dashboard.';

/** `/start CODE`, as the t.me link or a typed command sends it (optionally `/start@botname`). */
export function linkCodeOf(text: string | undefined): string | null {
  const m = /^\/start(?:@\w+)?\s+([A-Za-z0-9]{1,64})\s*$/.exec(text?.trim() ?? '');
  return m ? m[1]!.toUpperCase() : null;
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(t), resolve()), { once: true });
  });

/**
 * Links Telegram chats: long-polls the bot for `/start <code>` and stores the chat of a live code,
 * sealed. One replica polls at a time, holding an advisory lock on a connection of its own; the offset
 * lives in alerts.telegram_poll_state so a replica taking over carries on where the last one stopped.
 */
@Injectable()
export class TelegramLinkPoller implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly stopping = new AbortController();
  private running?: Promise<void>;

  constructor(
    private readonly api: TelegramBotApi,
    private readonly settings: ChannelSettingsRepository,
    private readonly secrets: ChannelSecrets,
    private readonly lock: TelegramPollLock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.api.configured) return;
    this.running = this.run().catch((e: Error) =>
      this.logger.error({ err: this.api.redact(e.message) }, 'the Telegram link poller stopped'),
    );
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping.abort();
    await this.running;
    await this.lock.release();
  }

  private async run(): Promise<void> {
    const signal = this.stopping.signal;
    while (!signal.aborted && !(await this.lock.tryTake().catch(() => false))) await pause(LOCK_RETRY_MS, signal);
    while (!signal.aborted) {
      try {
        await this.pollOnce(signal);
      } catch (e) {
        if (signal.aborted) break;
        this.logger.warn({ err: this.api.redact((e as Error).message) }, 'Telegram getUpdates failed');
        await pause(ERROR_PAUSE_MS, signal);
      }
    }
  }

  private async pollOnce(signal: AbortSignal): Promise<void> {
    const offset = await this.settings.telegramOffset();
    const answer = await this.api.getUpdates(offset, signal);
    if (!answer.ok) throw new Error(`getUpdates answered ${answer.status}: ${answer.description ?? ''}`);
    const updates = answer.result ?? [];
    for (const update of updates) await this.handle(update);
    if (updates.length > 0) {
      await this.settings.saveTelegramOffset(Math.max(...updates.map((u) => u.update_id)) + 1);
    } else if (this.api.pollSeconds === 0) {
      await pause(1000, signal); // a zero-second poll would otherwise spin
    }
  }

  private async handle(update: TelegramUpdate): Promise<void> {
    const chat = update.message?.chat?.id;
    const code = linkCodeOf(update.message?.text);
    if (chat === undefined || code === null) return;
    const chatId = String(chat);
    const userId = await this.settings.ownerOfLinkCode(code);
    const linked =
      userId !== null &&
      (await this.settings.linkTelegram(userId, code, this.secrets.seal(chatId, userId, 'telegram')));
    // The link stands whether or not the reply gets through; a failed reply is not worth a second poll.
    const reply = await this.api.sendMessage(chatId, linked ? LINKED_REPLY : INVALID_CODE_REPLY).catch(() => null);
    if (!reply?.ok) this.logger.warn({ status: reply?.status }, 'Telegram did not take the link reply');
    if (linked) this.logger.info({ userId }, 'Telegram chat linked');
  }
}
