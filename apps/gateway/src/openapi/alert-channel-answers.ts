import type { SchemaObject } from './envelope-schemas.js';
import type { RouteAnswer } from './route-answers.js';
import { bool, maybeNum, maybeText, object, text } from './schema-parts.js';

const CHANNELS = ['in_app', 'web_push', 'email', 'telegram', 'webhook'];
const channel: SchemaObject = { enum: CHANNELS };
const list = (items: SchemaObject): SchemaObject => ({ type: 'array', items });
const maybeTime: SchemaObject = { type: ['string', 'null'], format: 'date-time' };

/** What every channel route answers: the settings, never a secret (a new webhook secret shows here once). */
const settings = object(
  {
    channels: object({
      defaults: list(channel),
      quiet_hours: { oneOf: [object({ start: text, end: text }), { type: 'null' }] },
      in_app: object({ enabled: { const: true } }),
      email: object({ address: maybeText, verified: bool, verification_pending: bool }),
      telegram: object({
        configured: bool,
        linked: bool,
        link_code: maybeText,
        link_url: maybeText,
        link_expires_at: maybeTime,
      }),
      webhook: object({ url: maybeText, secret_hint: maybeText }),
      web_push: object({ configured: bool, public_key: maybeText, subscriptions: { type: 'integer' } }),
    }),
    webhook_secret: { ...text, description: 'a new webhook signing secret, shown once' },
  },
  ['webhook_secret'],
);
const SETTINGS_EXAMPLE = {
  channels: {
    defaults: ['in_app', 'telegram'],
    quiet_hours: { start: '22:00', end: '07:00' },
    in_app: { enabled: true },
    email: { address: 'investor@example.com', verified: true, verification_pending: false },
    telegram: { configured: true, linked: true, link_code: null, link_url: null, link_expires_at: null },
    webhook: { url: 'https://hooks.example.com/portfolio', secret_hint: 'Zk9X' },
    web_push: {
      configured: true,
      public_key: 'BNc0Xq1nN2y3dTQ2Jx0bE8l9mWfVQ5s1zK7wP3rYb6hA4cD5eF6gH7iJ8kL9mN0oP1qR2sT3uV4wX5yZ6a7b8c9d0',
      subscriptions: 1,
    },
  },
};
const settingsAnswer: RouteAnswer = { schema: settings, example: SETTINGS_EXAMPLE };

const delivery = object({
  id: text,
  channel,
  status: { enum: ['pending', 'delivered', 'dead'] },
  attempts: { type: 'integer' },
  last_error: maybeText,
  next_attempt_at: maybeTime,
  delivered_at: maybeTime,
});
const fire = object({
  id: text,
  rule_id: maybeText,
  kind: text,
  instrument_token: { type: ['integer', 'null'] },
  tradingsymbol: maybeText,
  level: maybeNum,
  observed: maybeNum,
  message: text,
  fired_at: { type: 'string', format: 'date-time' },
  deliveries: list(delivery),
});

/** The channel routes of alert rules. */
export const ALERT_CHANNEL_ANSWERS: Record<string, RouteAnswer> = {
  'GET /api/alerts/channels': settingsAnswer,
  'PUT /api/alerts/channels': {
    schema: settings,
    example: { ...SETTINGS_EXAMPLE, webhook_secret: 'q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9Zk9X' },
  },
  'POST /api/alerts/channels/email/verify': settingsAnswer,
  'POST /api/alerts/channels/web_push/subscriptions': settingsAnswer,
  'DELETE /api/alerts/channels/web_push/subscriptions': settingsAnswer,
  'POST /api/alerts/channels/{channel}/test': {
    schema: object({ fire }),
    example: {
      fire: {
        id: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
        rule_id: null,
        kind: 'test',
        instrument_token: null,
        tradingsymbol: null,
        level: null,
        observed: null,
        message: 'Test alert from your portfolio dashboard',
        fired_at: '2026-03-02T04:05:06.000Z',
        deliveries: [
          {
            id: '6d2e3f4a-5b6c-4d7e-9f8a-0b1c2d3e4f5a',
            channel: 'telegram',
            status: 'pending',
            attempts: 0,
            last_error: null,
            next_attempt_at: '2026-03-02T04:05:06.000Z',
            delivered_at: null,
          },
        ],
      },
    },
  },
};
