import { ALERT_RULE_FAILURES } from './alert-rule-answers.js';
import { CORPORATE_ACTION_FAILURES } from './corporate-action-answers.js';
import { IMPORT_FAILURES } from './import-answers.js';
import { REPORT_FAILURES } from './report-answers.js';

/** One failure a route can answer beyond the ones its decorators imply: status, when, and its error text. */
export type RouteFailure = [status: number, when: string, error: string];

const ADMIN_SELF: RouteFailure = [409, 'An admin acting on their own account', 'You cannot delete your own account'];

const EXPIRED: RouteFailure = [
  409,
  'A connected Zerodha session that Kite no longer accepts (TokenException): the user must reconnect',
  'Your Zerodha session has expired: reconnect Zerodha in Settings',
];
const KITE_BUSY: RouteFailure = [
  429,
  "Kite's rate limit, after the read was retried",
  "Zerodha's rate limit was reached: try again in a moment",
];
const KITE_READ = [EXPIRED, KITE_BUSY];
const KITE_ORDER: RouteFailure[] = [
  EXPIRED,
  [
    429,
    "Over Kite's 10 orders a second or 200 a minute for this user, or Kite's own 429 (never retried)",
    'Too many orders: Zerodha allows 10 orders a second; try again in a moment',
  ],
  [
    422,
    "Kite rejected the order (OrderException, MarginException), with Kite's message",
    'Zerodha rejected it: Kite answered 400 MarginException: Insufficient funds',
  ],
];
const ORDER_CONFLICT: RouteFailure = [
  409,
  'The Zerodha session expired (reconnect Zerodha), or the paper order is no longer OPEN',
  'Order is COMPLETE, not OPEN',
];

/** The failures of particular routes (docs/api.md lists them), keyed `METHOD /api/path/{param}`. */
export const ROUTE_FAILURES: Record<string, RouteFailure[]> = {
  ...CORPORATE_ACTION_FAILURES,
  ...IMPORT_FAILURES,
  ...REPORT_FAILURES,
  ...ALERT_RULE_FAILURES,
  'GET /api/funds': KITE_READ,
  'GET /api/portfolio/holdings': KITE_READ,
  'GET /api/portfolio/positions': KITE_READ,
  'GET /api/trades': KITE_READ,
  'GET /api/orders': KITE_READ,
  'GET /api/user-details': KITE_READ,
  'POST /api/orders/place': KITE_ORDER,
  'PUT /api/orders/{id}': [...KITE_ORDER, ORDER_CONFLICT],
  'DELETE /api/orders/{id}': [...KITE_ORDER, ORDER_CONFLICT],
  'POST /api/auth/login': [
    [401, 'Wrong email or password', 'Invalid email or password'],
    [403, 'The account is disabled', 'Account is disabled'],
    [
      429,
      'Too many failed sign-ins; the Retry-After header says when to try again',
      'Too many failed sign-in attempts for this account; try again later',
    ],
  ],
  'POST /api/auth/refresh': [[401, 'No, unknown, reused or ended refresh token', 'No refresh token']],
  'POST /api/auth/validate-username': [
    [429, 'Too many checks from this address', 'Too many username checks; try again later'],
  ],
  'POST /api/auth/register': [
    [
      403,
      'Registration is closed, or an admin account is asked for without an admin session',
      'Registration is closed',
    ],
    [409, 'The email is taken', 'An account with this email already exists'],
    [429, 'Too many registrations from this address', 'Too many registrations; try again later'],
  ],
  'PUT /api/admin/users/{id}': [[409, ADMIN_SELF[1], 'You cannot deactivate or demote your own account']],
  'DELETE /api/admin/users/{id}': [ADMIN_SELF],
  'POST /api/broker/kite/connect': [
    [
      409,
      'Zerodha login is not configured on this server (names the missing variables)',
      'Zerodha login is not configured on this server: KITE_API_SECRET is not set',
    ],
  ],
  'PUT /api/admin/broker/feed-account': [
    [409, 'The user has not connected a Zerodha account', 'That user has not connected a Zerodha account'],
  ],
  'GET /api/health/ready': [[503, 'The message bus is disconnected', 'Message bus disconnected']],
  'POST /api/admin/market/calendar/reload': [
    [
      400,
      'The calendar file is invalid (names the entry and field, or the line and column); the previous calendar stays',
      'Invalid input: days[12] (2026-03-03).sessions[0].end',
    ],
  ],
};
