import { expect } from '@jest/globals';
import request from 'supertest';
import type { NatsConnection } from '@nats-io/transport-node';
import { MARKET_EVENTS, type TickBatch } from '@app/contracts';
import { cookieHeader, signIn } from './http.js';
import type { TestDatabase } from './postgres.js';

/** Kite instrument tokens of the bundled master that the market tests trade and pin. */
export const TOKENS = {
  RELIANCE: 738561,
  NIFTY50: 256265,
  SENSEX: 265,
  BANKNIFTY: 260105,
  NIFTYIT: 259849,
  NIFTYPHARMA: 262409,
  NIFTYAUTO: 263433,
} as const;

/** Demo users seeded, every exchange open around the clock, a simulator step and a quote flush every 200 ms. */
export const LIVE_MARKET_ENV = {
  SEED_DEMO: 'true',
  MARKET_ALWAYS_OPEN: 'true',
  SIMULATOR_INTERVAL_MS: '200',
  QUOTE_FLUSH_INTERVAL_MS: '200',
};

/** The REST API as one signed-in caller: every request carries the caller's cookie. */
export function apiAs(base: string, cookie: string) {
  return {
    get: (path: string) => request(base).get(path).set('Cookie', cookie),
    post: (path: string, body?: object) =>
      request(base)
        .post(path)
        .set('Cookie', cookie)
        .send(body ?? {}),
    del: (path: string) => request(base).delete(path).set('Cookie', cookie),
  };
}

/** Registers a customer (201 expected) and signs them in: their cookie and user id. */
export async function registerCustomer(
  base: string,
  user: { email: string; password: string; first_name: string },
): Promise<{ cookie: string; id: string }> {
  const reg = await request(base).post('/api/auth/register').send(user);
  expect(reg.status).toBe(201);
  const session = await signIn(base, user.email, user.password);
  return { cookie: cookieHeader(session.cookies), id: session.user.id };
}

/** Resolves with the first published tick price of the instrument that satisfies the predicate. */
export function nextTick(
  nc: NatsConnection,
  token: number,
  match: (price: number) => boolean = () => true,
  timeoutMs = 5000,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => (sub.unsubscribe(), reject(new Error(`no tick for ${token}`))), timeoutMs);
    const sub = nc.subscribe(MARKET_EVENTS.ticks, {
      callback: (_e, msg) => {
        const t = msg.json<TickBatch>().ticks.find((x) => x.instrument_token === token);
        if (t && match(t.last_price)) {
          clearTimeout(timer);
          sub.unsubscribe();
          resolve(t.last_price);
        }
      },
    });
  });
}

/** A request straight over NATS in the Nest wire format ({pattern, data, id}), answering the reply's `response`. */
export async function nestRequest<T>(nc: NatsConnection, subject: string, data: object): Promise<T> {
  const msg = await nc.request(subject, JSON.stringify({ pattern: subject, data, id: '1' }), { timeout: 3000 });
  return msg.json<{ response: T }>().response;
}

/** How many rows of a table (schema.table) the user still owns. */
export async function userRowCount(db: TestDatabase, table: string, userId: string): Promise<number> {
  const [row] = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table} WHERE user_id = $1`, [userId]);
  return Number(row.n);
}
