import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { DEMO_USERS } from '@app/contracts';
import {
  INFY,
  MATRIX_PASSWORD,
  NIFTY_IT,
  NIFTY_PHARMA,
  RELIANCE,
  TCS,
  adminOnly,
  everyone,
  ok,
  ownedByA,
  signedIn,
  type Entry,
  type Fixtures,
  type MatrixWorld,
} from './authorization-routes.js';

const { investor } = DEMO_USERS;

/** Who may call the auth, health, admin, market data and analytics routes (the authorization matrix). */
export function accountAndMarketRoutes(w: MatrixWorld, fx: Fixtures): Record<string, Entry> {
  return {
    // Auth and health: public or optional-session routes answer everyone alike.
    'POST /api/auth/login': {
      expect: everyone(200),
      body: () => ({ email: investor.email, password: investor.password }),
    },
    'POST /api/auth/refresh': { expect: { none: 401, A: 200, B: 200, admin: 200 }, freshSession: true },
    'POST /api/auth/logout': { expect: everyone(200), freshSession: true },
    'POST /api/auth/clear-tokens': { expect: everyone(200), freshSession: true },
    'GET /api/auth/profile': { expect: signedIn(200) },
    'POST /api/auth/validate-username': { expect: everyone(200), body: () => ({ username: 'matrix.a@example.com' }) },
    'POST /api/auth/register': {
      // Only an admin may create an admin account; anyone may register a customer while registration is open.
      expect: { none: 403, A: 403, B: 403, admin: 201 },
      body: (_f, a) => ({
        email: `matrix.new.${a.name.toLowerCase()}.${randomUUID().slice(0, 8)}@example.com`,
        password: MATRIX_PASSWORD,
        user_type: 'admin',
      }),
    },
    'GET /api/health': { expect: everyone(200) },
    'GET /api/health/live': { expect: everyone(200) },
    'GET /api/health/ready': { expect: everyone(200) },

    // Admin API.
    'GET /api/admin/users': { expect: adminOnly(200) },
    'GET /api/admin/audit': { expect: adminOnly(200) },
    'GET /api/admin/history-fetcher': { expect: adminOnly(200) },
    'PUT /api/admin/users/:id': {
      expect: adminOnly(200),
      path: () => `/admin/users/${w.actors.A.id}`,
      body: () => ({ first_name: 'Renamed' }),
      onA: true,
    },
    'DELETE /api/admin/users/:id': {
      expect: adminOnly(200),
      prepare: async () => ({
        id: (
          await ok<{ user: { id: string } }>(
            request(w.base)
              .post('/api/auth/register')
              .send({ email: `matrix.gone.${randomUUID().slice(0, 8)}@example.com`, password: MATRIX_PASSWORD }),
          )
        ).user.id,
      }),
      path: (f) => `/admin/users/${f.id}`,
    },
    'GET /api/admin/users/:id/data-summary': {
      expect: adminOnly(200),
      path: () => `/admin/users/${w.actors.A.id}/data-summary`,
      onA: true,
    },
    'POST /api/instruments/reload': { expect: adminOnly(200), body: () => ({ source: 'bundled' }) },
    'POST /api/admin/market/calendar/reload': { expect: adminOnly(200) },
    'POST /api/market/simulator/price': {
      expect: adminOnly(200),
      body: () => ({ instrument_token: TCS, last_price: 3500 }),
    },

    // Market data: any signed-in user.
    'GET /api/instruments/status': { expect: signedIn(200) },
    'GET /api/securities/search': { expect: signedIn(200), path: () => '/securities/search?query=RELIANCE' },
    'GET /api/market-data': { expect: signedIn(200) },
    'GET /api/market/calendar': { expect: signedIn(200), path: () => '/market/calendar?year=2026' },
    'GET /api/market/status': { expect: signedIn(200) },
    'GET /api/historical/:token': { expect: signedIn(200), path: () => `/historical/${RELIANCE}` },
    'GET /api/analysis/:token': { expect: signedIn(200), path: () => `/analysis/${RELIANCE}` },
    'GET /api/analysis/quarterly/:token': { expect: signedIn(200), path: () => `/analysis/quarterly/${RELIANCE}` },
    'GET /api/dashboard/available-indices': { expect: signedIn(200) },
    'GET /api/dashboard/indices/side/:side': { expect: signedIn(200), path: () => '/dashboard/indices/side/right' },
    'POST /api/dashboard/indices': {
      expect: signedIn(201),
      prepare: fx.freeRightSide,
      body: () => ({ instrument_token: NIFTY_IT, side: 'right' }),
    },
    // Only A shows NIFTY PHARMA (set up in beforeAll): the others have nothing under that token.
    'DELETE /api/dashboard/indices/:token': {
      expect: ownedByA(200),
      path: () => `/dashboard/indices/${NIFTY_PHARMA}`,
      onA: true,
    },
    'POST /api/websocket/start': { expect: signedIn(200) },
    'POST /api/websocket/stop': { expect: signedIn(200) },
    'POST /api/websocket/subscribe': { expect: signedIn(200), body: () => ({ instruments: [RELIANCE] }) },
    'POST /api/websocket/unsubscribe': { expect: signedIn(200), body: () => ({ instruments: [RELIANCE] }) },

    // Analytics: each user's own tracked instruments.
    'POST /api/analytics/instruments/add': { expect: signedIn(200), body: () => ({ instrument_token: INFY }) },
    'POST /api/analytics/instruments/bulk-add': {
      expect: signedIn(200),
      body: () => ({ instrument_tokens: [INFY, RELIANCE] }),
    },
    'POST /api/analytics/instruments/bulk-add-rate-limited': {
      expect: signedIn(200),
      body: () => ({ instrument_tokens: [RELIANCE] }),
    },
    'GET /api/analytics/processing-status': { expect: signedIn(200) },
    'POST /api/analytics/restart-processing': { expect: signedIn(200) },
    'GET /api/analytics/failed-instruments': { expect: signedIn(200) },
    'POST /api/analytics/retry-failed': { expect: signedIn(200) },
    'GET /api/analytics/instruments/tracked': { expect: signedIn(200) },
    'GET /api/analytics/bulk-data-instant': { expect: signedIn(200) },
    'POST /api/analytics/data/update': { expect: signedIn(200) },
    // A tracks TCS (beforeAll); nobody else does, so removing it is A's call alone.
    'POST /api/analytics/instruments/remove': {
      expect: ownedByA(200),
      body: () => ({ instrument_token: TCS }),
      onA: true,
    },
  };
}
