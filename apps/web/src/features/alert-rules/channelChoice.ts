import type { AlertChannel, ChannelSettingsView } from '@app/contracts/alerts/rule-types';

export const CHANNEL_LABELS: Record<AlertChannel, string> = {
  in_app: 'In app',
  web_push: 'Browser push',
  email: 'Email',
  telegram: 'Telegram',
  webhook: 'Webhook',
};

/** Whether a rule may send on a channel, and if not, what the user has to set up first. */
export function channelReadiness(
  channel: AlertChannel,
  settings: ChannelSettingsView | null,
): { ready: true } | { ready: false; hint: string } {
  if (channel === 'in_app') return { ready: true };
  if (!settings) return { ready: false, hint: 'Loading channel settings…' };
  switch (channel) {
    case 'email':
      return settings.email.verified ? { ready: true } : { ready: false, hint: 'Verify an email address in Settings' };
    case 'telegram':
      return settings.telegram.linked ? { ready: true } : { ready: false, hint: 'Link Telegram in Settings' };
    case 'webhook':
      return settings.webhook.url ? { ready: true } : { ready: false, hint: 'Add a webhook URL in Settings' };
    case 'web_push':
      return settings.web_push.subscriptions > 0
        ? { ready: true }
        : { ready: false, hint: 'Turn on browser push in Settings' };
  }
}
