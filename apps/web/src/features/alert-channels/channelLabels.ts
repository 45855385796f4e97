import type { AlertChannel } from '@app/contracts/alerts/rule-types';

export const CHANNEL_LABELS: Record<AlertChannel, string> = {
  in_app: 'In-app',
  web_push: 'Web push',
  email: 'Email',
  telegram: 'Telegram',
  webhook: 'Webhook',
};

export const NOT_CONFIGURED_TEXT = 'Not configured on this server.';
