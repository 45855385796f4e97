import { ALERT_CHANNELS, MAX_RULES_PER_USER, RULE_KINDS, RULE_STATUSES } from '@app/contracts';
import type { SchemaObject } from './envelope-schemas.js';
import type { RouteAnswer } from './route-answers.js';
import type { RouteFailure } from './route-failures.js';
import { bool, maybeNum, maybeText, object, text } from './schema-parts.js';

const int: SchemaObject = { type: 'integer' };
const time: SchemaObject = { type: 'string', format: 'date-time' };
const maybeTime: SchemaObject = { type: ['string', 'null'], format: 'date-time' };

const rule = object({
  id: { type: 'string', format: 'uuid' },
  instrument_token: { type: ['integer', 'null'], description: 'null for portfolio_day_pnl' },
  tradingsymbol: maybeText,
  exchange: maybeText,
  kind: { enum: [...RULE_KINDS] },
  value: { ...maybeNum, description: 'A price (₹), percent or P&L (₹) by kind; null for the 52-week kinds' },
  months: { type: ['integer', 'null'], description: 'N of change_pct_from_high; null for other kinds' },
  recurring: bool,
  expires_at: maybeTime,
  channels: { type: 'array', items: { enum: [...ALERT_CHANNELS] } },
  note: maybeText,
  status: {
    enum: [...RULE_STATUSES],
    description: 'expired once expires_at has passed, whatever the rule engine left; else armed, triggered or fired',
  },
  level: { ...maybeNum, description: 'The level the rule watches when known: the value itself for price kinds' },
  last_fired_at: maybeTime,
  created_at: time,
  updated_at: time,
});

const RULE_EXAMPLE = {
  id: '3c9d2e1f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  instrument_token: 408065,
  tradingsymbol: 'INFY',
  exchange: 'NSE',
  kind: 'price_above',
  value: 1600,
  months: null,
  recurring: false,
  expires_at: null,
  channels: ['in_app'],
  note: 'Book part profit',
  status: 'armed',
  level: 1600,
  last_fired_at: null,
  created_at: '2026-01-05T09:15:00.000Z',
  updated_at: '2026-01-05T09:15:00.000Z',
};
const ruleAnswer: RouteAnswer = { schema: object({ rule }), example: { rule: RULE_EXAMPLE } };

/** The alert-rule routes' answers, keyed as ROUTE_ANSWERS is. */
export const ALERT_RULE_ANSWERS: Record<string, RouteAnswer> = {
  'GET /api/alerts/rules': {
    schema: object({
      rules: { type: 'array', items: rule },
      total: { ...int, description: 'Rules matching the filters' },
      counts: object(Object.fromEntries(RULE_STATUSES.map((s) => [s, int]))),
      limit_per_user: { const: MAX_RULES_PER_USER },
      page: int,
      limit: int,
    }),
    example: {
      rules: [RULE_EXAMPLE],
      total: 1,
      counts: { armed: 1, triggered: 0, fired: 0, expired: 0 },
      limit_per_user: MAX_RULES_PER_USER,
      page: 1,
      limit: 50,
    },
  },
  'POST /api/alerts/rules': ruleAnswer,
  'PUT /api/alerts/rules/{id}': ruleAnswer,
  'DELETE /api/alerts/rules/{id}': { schema: object({ id: text }), example: { id: RULE_EXAMPLE.id } },
};

const FULL: RouteFailure = [
  409,
  `The user already holds ${MAX_RULES_PER_USER} rules`,
  'You already have 1,000 alert rules, the most an account may hold: delete one to add another',
];

/** The failures of the alert-rule routes beyond those their decorators imply. */
export const ALERT_RULE_FAILURES: Record<string, RouteFailure[]> = {
  'POST /api/alerts/rules': [FULL],
};
