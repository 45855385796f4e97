import { Inject, Injectable } from '@nestjs/common';
import { AlertsConfig } from '../config/alerts.config.js';

export interface TelegramUpdate {
  update_id: number;
  message?: { text?: string; chat?: { id: number | string } };
}

/** The Bot API's answer: ok with a result, or not ok with Telegram's description and the HTTP status. */
export interface BotApiAnswer<T> {
  status: number;
  ok: boolean;
  result?: T;
  description?: string;
  /** On a 429, how long Telegram asks the bot to wait (its `parameters.retry_after`). */
  retryAfterSeconds?: number;
}

/**
 * The Telegram Bot API at TELEGRAM_API_URL. Its URLs hold the bot token, so nothing here lets a URL into
 * an error or a log: `redact` takes the token out of any text that may have picked it up.
 */
@Injectable()
export class TelegramBotApi {
  constructor(@Inject(AlertsConfig) private readonly config: AlertsConfig) {}

  get configured(): boolean {
    return this.config.telegramConfigured;
  }

  get pollSeconds(): number {
    return this.config.TELEGRAM_POLL_SECONDS;
  }

  getUpdates(offset: number, signal: AbortSignal): Promise<BotApiAnswer<TelegramUpdate[]>> {
    const timeout = this.config.TELEGRAM_POLL_SECONDS;
    const body = { offset, timeout, allowed_updates: ['message'] };
    // The long poll may take its whole timeout; the call is bounded a little past it.
    return this.call('getUpdates', body, AbortSignal.any([signal, AbortSignal.timeout(timeout * 1000 + 10_000)]));
  }

  sendMessage(chatId: string, text: string): Promise<BotApiAnswer<unknown>> {
    return this.call(
      'sendMessage',
      { chat_id: chatId, text, disable_web_page_preview: true },
      AbortSignal.timeout(this.config.DELIVERY_TIMEOUT_MS),
    );
  }

  redact(text: string): string {
    const token = this.config.TELEGRAM_BOT_TOKEN;
    return token ? text.split(token).join('<bot token>') : text;
  }

  private async call<T>(method: string, body: object, signal: AbortSignal): Promise<BotApiAnswer<T>> {
    const url = `${this.config.TELEGRAM_API_URL.replace(/\/+$/, '')}/bot${this.config.TELEGRAM_BOT_TOKEN}/${method}`;
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal,
      });
    } catch (e) {
      // fetch's errors may quote the URL, and with it the token: the cause is left off on purpose.
      // eslint-disable-next-line preserve-caught-error
      throw new Error(this.redact(`Telegram ${method} failed: ${(e as Error).message}`));
    }
    const answer = (await res.json().catch(() => ({}))) as {
      ok?: boolean;
      result?: T;
      description?: string;
      parameters?: { retry_after?: unknown };
    };
    const retryAfter = answer.parameters?.retry_after;
    return {
      retryAfterSeconds: typeof retryAfter === 'number' && Number.isFinite(retryAfter) ? retryAfter : undefined,
      status: res.status,
      ok: res.ok && answer.ok === true,
      result: answer.result,
      description: answer.description ? this.redact(String(answer.description)).slice(0, 300) : undefined,
    };
  }
}
