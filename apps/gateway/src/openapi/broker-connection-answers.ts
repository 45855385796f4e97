import type { SchemaObject } from './envelope-schemas.js';
import type { RouteAnswer } from './route-answers.js';

const text: SchemaObject = { type: 'string' };
const maybeText: SchemaObject = { type: ['string', 'null'] };
const bool: SchemaObject = { type: 'boolean' };
const state: SchemaObject = { enum: ['connected', 'expired', 'disconnected'] };
const object = (properties: Record<string, SchemaObject>, optional: string[] = []): SchemaObject => ({
  type: 'object',
  required: Object.keys(properties).filter((k) => !optional.includes(k)),
  properties,
});

const brokerStatus = object({
  broker: { const: 'zerodha' },
  state,
  kite_user_id: maybeText,
  user_shortname: maybeText,
  expires_at: maybeText,
  connected_at: maybeText,
  mode: { enum: ['live', 'paper'] },
  source: { enum: ['kite', 'paper'] },
  is_feed_account: bool,
  configured: bool,
  reason: maybeText,
});
const summary = object({
  user_id: { type: 'string', format: 'uuid' },
  kite_user_id: text,
  user_shortname: maybeText,
  state,
  expires_at: maybeText,
  is_feed_account: bool,
});

const STATUS_EXAMPLE = {
  broker: 'zerodha',
  state: 'connected',
  kite_user_id: 'AB1234',
  user_shortname: 'Asha',
  expires_at: '2026-11-25T00:30:00.000Z',
  connected_at: '2026-11-24T03:50:12.000Z',
  mode: 'live',
  source: 'kite',
  is_feed_account: false,
  configured: true,
  reason: null,
};
const SUMMARY_EXAMPLE = {
  user_id: '0b6f7c9e-3a52-4d8e-9a7e-2f4c1d5e6a7b',
  kite_user_id: 'AB1234',
  user_shortname: 'Asha',
  state: 'connected',
  expires_at: '2026-11-25T00:30:00.000Z',
  is_feed_account: true,
};
const statusAnswer: RouteAnswer = { schema: object({ broker: brokerStatus }), example: { broker: STATUS_EXAMPLE } };
const connectionsAnswer: RouteAnswer = {
  schema: object({ connections: { type: 'array', items: summary } }),
  example: { connections: [SUMMARY_EXAMPLE] },
};

/** The Zerodha connection routes' answers, keyed as ROUTE_ANSWERS is (the callback redirects instead). */
export const BROKER_CONNECTION_ANSWERS: Record<string, RouteAnswer> = {
  'POST /api/broker/kite/connect': {
    schema: object({ login_url: text, state_expires_at: text }),
    example: {
      login_url:
        'https://kite.zerodha.com/connect/login?v=3&api_key=yourapikey&redirect_params=state%3DQk9yZ2FuaXNlZC1yYW5kb20tc3RhdGUtMzItYnl0ZXM',
      state_expires_at: '2026-11-24T04:00:12.000Z',
    },
  },
  'GET /api/broker/status': statusAnswer,
  'PUT /api/broker/mode': statusAnswer,
  'DELETE /api/broker/kite': {
    schema: object({ broker: brokerStatus, warning: text }, ['warning']),
    example: {
      broker: {
        ...STATUS_EXAMPLE,
        state: 'disconnected',
        kite_user_id: null,
        user_shortname: null,
        expires_at: null,
        connected_at: null,
        source: 'paper',
      },
    },
  },
  'GET /api/admin/broker/connections': connectionsAnswer,
  'PUT /api/admin/broker/feed-account': connectionsAnswer,
};
