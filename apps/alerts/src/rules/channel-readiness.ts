import type { AlertChannel, FieldError } from '@app/contracts';

/** What of each channel the user has set up, as the channel settings hold it. */
export interface ChannelSetup {
  emailVerified: boolean;
  telegramLinked: boolean;
  webhookSet: boolean;
  pushSubscriptions: number;
}

const NOT_READY: Record<Exclude<AlertChannel, 'in_app'>, [(s: ChannelSetup) => boolean, string]> = {
  email: [(s) => s.emailVerified, 'email is not verified: verify an address in Settings'],
  telegram: [(s) => s.telegramLinked, 'telegram is not linked: link the Telegram bot in Settings'],
  webhook: [(s) => s.webhookSet, 'webhook has no URL: set a webhook URL in Settings'],
  web_push: [(s) => s.pushSubscriptions > 0, 'web_push has no browser: turn on notifications in Settings'],
};

/** The channels of a rule that cannot deliver yet, each with what the user must do; in_app always can. */
export function unreadyChannels(channels: readonly AlertChannel[], setup: ChannelSetup): FieldError[] {
  const errors = channels.flatMap((c) => {
    if (c === 'in_app') return [];
    const [ready, message] = NOT_READY[c];
    return ready(setup) ? [] : [message];
  });
  return errors.length > 0 ? [{ field: 'channels', errors }] : [];
}
