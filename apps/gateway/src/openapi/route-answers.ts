import { userRef, type SchemaObject } from './envelope-schemas.js';
import { ALERT_RULE_ANSWERS } from './alert-rule-answers.js';
import { ALERT_DELIVERY_ANSWERS } from './alert-delivery-answers.js';
import { ALERT_CHANNEL_ANSWERS } from './alert-channel-answers.js';
import { BROKER_CONNECTION_ANSWERS } from './broker-connection-answers.js';
import { BROKER_DATA_ANSWERS } from './broker-data-answers.js';
import { CORPORATE_ACTION_ANSWERS } from './corporate-action-answers.js';
import { IMPORT_ANSWERS } from './import-answers.js';
import { LEDGER_ANSWERS } from './ledger-answers.js';
import { REPORT_ANSWERS } from './report-answers.js';
import { MARKET_CALENDAR_ANSWERS } from './market-calendar-answers.js';
import { MARKET_HISTORY_ANSWERS } from './market-history-answers.js';
import { REQUEST_EXAMPLES } from './request-examples.js';

/** What one route answers on success: the schema of `data` (or of the flat keys) and an example. */
export interface RouteAnswer {
  schema: SchemaObject;
  example: unknown;
}

const USER_EXAMPLE = {
  id: '0b6f7c9e-3a52-4d8e-9a7e-2f4c1d5e6a7b',
  email: 'investor@example.com',
  first_name: 'Asha',
  last_name: 'Rao',
  user_type: 'customer',
  user_id: null,
  user_shortname: null,
  is_active: true,
  created_at: '2026-01-05T09:15:00.000Z',
  last_login_at: '2026-01-06T03:45:00.000Z',
};
const SERVICES = ['auth', 'portfolio', 'market', 'settings', 'alerts'];
const obj = (properties: Record<string, SchemaObject>, required = Object.keys(properties)): SchemaObject => ({
  type: 'object',
  required,
  properties,
});
const str: SchemaObject = { type: 'string' };
const num: SchemaObject = { type: 'number' };
const nullable = (type: string): SchemaObject => ({ type: [type, 'null'] });
const counts: SchemaObject = { type: 'object', additionalProperties: { type: 'integer' } };
const userAnswer: RouteAnswer = { schema: obj({ user: userRef }), example: { user: USER_EXAMPLE } };
const message = (text: string): RouteAnswer => ({
  schema: obj({ message: { const: text } }),
  example: { message: text },
});

const watchlistEntry = obj({
  id: { type: 'string', format: 'uuid' },
  instrument_token: { type: 'integer' },
  tradingsymbol: str,
  name: str,
  exchange: str,
  target_price: num,
  created_at: str,
  updated_at: str,
  current_price: nullable('number'),
  has_live_price: { type: 'boolean' },
  change_percent: nullable('number'),
});
const position = obj(
  {
    id: { type: 'string', format: 'uuid' },
    tradingSymbol: str,
    instrumentToken: { type: 'integer' },
    exchange: str,
    instrumentType: { enum: ['EQ', 'FUT'] },
    buyPrice: num,
    quantity: num,
    livePrice: nullable('number'),
    hasLivePrice: { type: 'boolean' },
    unrealizedProfitLoss: num,
    status: { const: 'ACTIVE' },
  },
  ['id', 'tradingSymbol', 'instrumentToken', 'exchange', 'buyPrice', 'quantity', 'status'],
);
const savedLayout = obj(
  {
    id: { type: 'string', format: 'uuid' },
    name: str,
    layout: { type: 'array', items: obj({ i: str, x: num, y: num, w: num, h: num }, ['i', 'x', 'y', 'w', 'h']) },
    containers: { type: 'array', items: str },
    columnConfigs: { type: 'object' },
    createdAt: str,
    updatedAt: str,
  },
  ['id', 'name', 'layout', 'containers'],
);
const LAYOUT_EXAMPLE = {
  id: '5d0c1f8e-7a3b-4c2d-9e1f-0a2b3c4d5e6f',
  name: 'Morning view',
  layout: [{ i: 'watchlist', x: 0, y: 0, w: 6, h: 6 }],
  containers: ['watchlist'],
  columnConfigs: {},
  createdAt: '2026-01-05T09:15:00.000Z',
  updatedAt: '2026-01-05T09:15:00.000Z',
};

const WATCH_EXAMPLE = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  instrument_token: 408065,
  tradingsymbol: 'INFY',
  name: 'INFOSYS',
  exchange: 'NSE',
  target_price: 1450,
  created_at: '2026-01-05T09:15:00.000Z',
  updated_at: '2026-01-05T09:15:00.000Z',
  current_price: 1502.35,
  has_live_price: true,
  change_percent: 0.42,
};
const POSITION_EXAMPLE = {
  id: '1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b',
  tradingSymbol: 'INFY',
  instrumentToken: 408065,
  exchange: 'NSE',
  instrumentType: 'EQ',
  buyPrice: 1500,
  quantity: 10,
  livePrice: 1502.35,
  hasLivePrice: true,
  unrealizedProfitLoss: 23.5,
  status: 'ACTIVE',
};
const idAnswer = (id: string): RouteAnswer => ({ schema: obj({ id: str }), example: { id } });

/** Whole-object settings answer the stored object, which holds at least what their PUT body takes. */
const SETTINGS_OBJECTS: Record<string, string> = {
  'portfolio-variables': 'PortfolioVariablesDto',
  'loss-cover': 'LossCoverDto',
  'color-preferences': 'ColorPreferencesDto',
  'table-settings': 'TableSettingsDto',
  'font-preferences': 'FontPreferencesDto',
  'header-preferences': 'HeaderPreferencesDto',
};
const settingsAnswers = Object.entries(SETTINGS_OBJECTS).flatMap(([path, dto]) => {
  const answer = { schema: { $ref: `#/components/schemas/${dto}` }, example: REQUEST_EXAMPLES[dto] };
  return [
    [`GET /api/settings/${path}`, answer],
    [`PUT /api/settings/${path}`, answer],
  ];
});

/**
 * The answers described field by field, keyed `METHOD /api/path`. The interceptor's envelope is added
 * around them when the document is built; a route not listed here is documented as answering an object.
 */
export const ROUTE_ANSWERS: Record<string, RouteAnswer> = {
  ...Object.fromEntries(settingsAnswers),
  ...MARKET_CALENDAR_ANSWERS,
  ...MARKET_HISTORY_ANSWERS,
  ...BROKER_CONNECTION_ANSWERS,
  ...BROKER_DATA_ANSWERS,
  ...CORPORATE_ACTION_ANSWERS,
  ...IMPORT_ANSWERS,
  ...LEDGER_ANSWERS,
  ...REPORT_ANSWERS,
  ...ALERT_RULE_ANSWERS,
  ...ALERT_DELIVERY_ANSWERS,
  ...ALERT_CHANNEL_ANSWERS,
  'POST /api/auth/login': userAnswer,
  'POST /api/auth/refresh': userAnswer,
  'GET /api/auth/profile': userAnswer,
  'POST /api/auth/register': userAnswer,
  'POST /api/auth/logout': message('Logged out'),
  'POST /api/auth/clear-tokens': message('Tokens cleared'),
  'POST /api/auth/validate-username': {
    schema: obj({ valid: { type: 'boolean' }, message: str }, ['valid', 'message']),
    example: { valid: true, message: 'User found', first_name: 'Asha', user_id: null },
  },
  'GET /api/admin/users': {
    schema: obj({ users: { type: 'array', items: userRef } }),
    example: { users: [USER_EXAMPLE] },
  },
  'PUT /api/admin/users/{id}': userAnswer,
  'GET /api/health': {
    schema: obj({
      status: { const: 'ok' },
      services: obj(Object.fromEntries(SERVICES.map((s) => [s, { enum: ['ok', 'unavailable'] }]))),
    }),
    example: { status: 'ok', services: Object.fromEntries(SERVICES.map((s) => [s, 'ok'])) },
  },
  'GET /api/health/live': { schema: obj({ status: { const: 'ok' } }), example: { status: 'ok' } },
  'GET /api/health/ready': { schema: obj({ status: { const: 'ready' } }), example: { status: 'ready' } },
  'GET /api/instruments/status': {
    schema: obj({
      loaded: { type: 'boolean' },
      source: { enum: ['bundled', 'kite'] },
      loaded_at: nullable('string'),
      snapshot_date: nullable('string'),
      total: { type: 'integer' },
      by_exchange: counts,
      by_segment: counts,
      by_type: counts,
      reload_progress: { type: ['object', 'null'] },
    }),
    example: {
      loaded: true,
      source: 'bundled',
      loaded_at: '2026-01-06T03:30:00.000Z',
      snapshot_date: '2026-05-17',
      total: 2,
      by_exchange: { NSE: 2 },
      by_segment: { NSE: 2 },
      by_type: { EQ: 2 },
      reload_progress: null,
    },
  },
  'GET /api/admin/history-fetcher': {
    schema: obj({
      enabled: { type: 'boolean' },
      queued: { type: 'integer' },
      requests_last_minute: { type: 'integer' },
      rate_per_second: num,
      rate_limit_per_second: num,
      last_request_at: nullable('string'),
      last_error: { type: ['object', 'null'], properties: { at: str, message: str } },
      quote_requests_last_minute: { type: 'integer' },
    }),
    example: {
      enabled: true,
      queued: 2,
      requests_last_minute: 41,
      rate_per_second: 0.68,
      rate_limit_per_second: 3,
      last_request_at: '2026-01-06T04:15:02.000Z',
      last_error: null,
      quote_requests_last_minute: 6,
    },
  },
  'GET /api/watchlist': {
    schema: obj({ entries: { type: 'array', items: watchlistEntry } }),
    example: {
      entries: [WATCH_EXAMPLE],
    },
  },
  'GET /api/portfolio/manual/positions': {
    schema: obj({ positions: { type: 'array', items: position }, summary: { type: 'object' } }),
    example: {
      positions: [POSITION_EXAMPLE],
      summary: { totalInvestment: 15000, currentValue: 15023.5, totalPnL: 23.5 },
    },
  },
  'GET /api/settings/layouts': {
    schema: obj({ layouts: { type: 'array', items: savedLayout } }),
    example: { layouts: [LAYOUT_EXAMPLE] },
  },
  'POST /api/settings/layouts': {
    schema: obj({ layout_id: str, id: str, data: obj({ layout: savedLayout }) }),
    example: { layout_id: LAYOUT_EXAMPLE.id, id: LAYOUT_EXAMPLE.id, data: { layout: LAYOUT_EXAMPLE } },
  },
  'PUT /api/settings/layouts/{id}': { schema: obj({ layout: savedLayout }), example: { layout: LAYOUT_EXAMPLE } },
  'DELETE /api/settings/layouts/{id}': idAnswer(LAYOUT_EXAMPLE.id),
  'POST /api/watchlist': {
    schema: obj({ id: str, entry: watchlistEntry }),
    example: { id: WATCH_EXAMPLE.id, entry: WATCH_EXAMPLE },
  },
  'PUT /api/watchlist/{id}': { schema: obj({ entry: watchlistEntry }), example: { entry: WATCH_EXAMPLE } },
  'DELETE /api/watchlist/{id}': idAnswer(WATCH_EXAMPLE.id),
  'POST /api/portfolio/manual/positions': { schema: obj({ position }), example: { position: POSITION_EXAMPLE } },
  'PUT /api/portfolio/manual/positions/{id}': { schema: obj({ position }), example: { position: POSITION_EXAMPLE } },
  'DELETE /api/portfolio/manual/positions/{id}': idAnswer(POSITION_EXAMPLE.id),
  'GET /api/alerts': {
    schema: obj({
      alerts: { type: 'array', items: { type: 'object' } },
      total: { type: 'integer' },
      unread: { type: 'integer' },
      page: { type: 'integer' },
      limit: { type: 'integer' },
    }),
    example: { alerts: [], total: 0, unread: 0, page: 1, limit: 20 },
  },
};
