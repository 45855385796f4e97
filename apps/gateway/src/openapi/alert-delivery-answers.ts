import { ALERT_CHANNELS, DELIVERY_STATUSES, RULE_KINDS } from '@app/contracts';
import type { SchemaObject } from './envelope-schemas.js';
import type { RouteAnswer } from './route-answers.js';
import { maybeNum, maybeText, num, object, text } from './schema-parts.js';

const uuid: SchemaObject = { type: 'string', format: 'uuid' };
const time: SchemaObject = { type: 'string', format: 'date-time' };
const maybeTime: SchemaObject = { type: ['string', 'null'], format: 'date-time' };
const integer: SchemaObject = { type: 'integer' };

const delivery = object({
  id: { ...uuid, description: 'the dedupe key every receiver is given (X-Alert-Id, Message-ID, delivery_id)' },
  channel: { enum: [...ALERT_CHANNELS] },
  status: { enum: [...DELIVERY_STATUSES] },
  attempts: integer,
  last_error: maybeText,
  next_attempt_at: maybeTime,
  delivered_at: maybeTime,
});
const fireFields = {
  id: uuid,
  rule_id: { type: ['string', 'null'], format: 'uuid' },
  kind: { enum: [...RULE_KINDS, 'test'] },
  instrument_token: { type: ['integer', 'null'] },
  tradingsymbol: maybeText,
  level: maybeNum,
  observed: maybeNum,
  message: text,
  fired_at: time,
};
const fire = object({ ...fireFields, deliveries: { type: 'array', items: delivery } });
const inAppFire = object({ ...fireFields, read: { type: 'boolean' }, read_at: maybeTime });

const EXAMPLE = {
  fires: [
    {
      id: '5b1f3c2a-8d4e-4f6a-9b7c-1d2e3f4a5b6c',
      rule_id: '7c2d4e6f-1a3b-4c5d-8e9f-0a1b2c3d4e5f',
      kind: 'price_above',
      instrument_token: 408065,
      tradingsymbol: 'INFY',
      level: 1600,
      observed: 1604.5,
      message: 'INFY crossed above ₹1,600.00 (now ₹1,604.50)',
      fired_at: '2026-01-06T04:15:00.000Z',
      deliveries: [
        {
          id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
          channel: 'webhook',
          status: 'pending',
          attempts: 2,
          last_error: 'the receiver answered 503',
          next_attempt_at: '2026-01-06T04:15:20.000Z',
          delivered_at: null,
        },
      ],
    },
  ],
  total: 1,
  page: 1,
  limit: 50,
};

const { deliveries: _deliveries, ...FIRST_FIRE } = EXAMPLE.fires[0];
const IN_APP_FIRE = { ...FIRST_FIRE, read: false, read_at: null };

/** The delivery log of alert rules, and the bell's fires sent in-app. */
export const ALERT_DELIVERY_ANSWERS: Record<string, RouteAnswer> = {
  'GET /api/alerts/deliveries': {
    schema: object({ fires: { type: 'array', items: fire }, total: integer, page: num, limit: num }),
    example: EXAMPLE,
  },
  'GET /api/alerts/fires': {
    schema: object({
      fires: { type: 'array', items: inAppFire },
      total: integer,
      unread: integer,
      page: num,
      limit: num,
    }),
    example: { fires: [IN_APP_FIRE], total: 1, unread: 1, page: 1, limit: 20 },
  },
  'POST /api/alerts/fires/{id}/read': {
    schema: object({ fire: inAppFire }),
    example: { fire: { ...IN_APP_FIRE, read: true, read_at: '2026-01-06T04:20:00.000Z' } },
  },
  'POST /api/alerts/fires/read-all': {
    schema: object({ marked: integer }),
    example: { marked: 3 },
  },
};
