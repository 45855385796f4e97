import { expect } from '@jest/globals';
import fc from 'fast-check';
import request from 'supertest';
import { changedTables, type Checksums } from './db-checksum.js';
import { requestFor, type FuzzRequest } from './fuzz.js';
import type { TestDatabase } from './postgres.js';
import type { DiscoveredRoute, RouteMeta } from './routes.js';

/**
 * Tables that the market feed's ticks move on their own (fills of limit orders, funds and holdings,
 * fired alerts): a change there right after a tick is the tick's doing, not the request's.
 */
export const TICK_DRIVEN = [
  'portfolio.orders',
  'portfolio.funds',
  'portfolio.holdings',
  'alerts.watchlist_entries',
  'alerts.alerts',
  'alerts.rules',
  'alerts.rule_fires',
];

/**
 * Tables a background worker changes at any moment: the alert dispatcher tries, retries and
 * dead-letters outbox rows made by earlier requests and ticks. A request that wrongly wrote an outbox
 * row would also have written its fire (alerts.rule_fires), which stays checked.
 */
export const BACKGROUND_WRITTEN = ['alerts.deliveries'];

const STACK_TRACE = /\n\s+at\s|\.ts:\d+|\.js:\d+|password_hash|token_hash|\$argon2/;

/** What is wrong with a refused answer, against docs/api.md's error envelope {success: false, error, details?} and nothing else. */
export function envelopeProblem(res: request.Response): string | null {
  if (!/application\/json/.test(String(res.headers['content-type'])))
    return `content-type ${res.headers['content-type']}`;
  const body = res.body as Record<string, unknown>;
  const extra = Object.keys(body).filter((k) => !['success', 'error', 'details'].includes(k));
  if (extra.length) return `unexpected keys ${extra.join(', ')}`;
  if (body.success !== false) return 'success is not false';
  if (typeof body.error !== 'string' || body.error.length === 0) return 'error is not a non-empty string';
  if (body.details !== undefined) {
    const ok =
      Array.isArray(body.details) &&
      body.details.every(
        (d: { field?: unknown; errors?: unknown }) =>
          typeof d.field === 'string' && Array.isArray(d.errors) && d.errors.every((e) => typeof e === 'string'),
      );
    if (!ok) return 'details is not [{field, errors[]}]';
  }
  if (STACK_TRACE.test(res.text)) return 'leaks a stack trace or a hash';
  return null;
}

const BASELINE_PROTO_KEYS = Object.getOwnPropertyNames(Object.prototype);

/** Whether Object.prototype of this process gained anything since it loaded. */
export function pollution(): string | null {
  const probe = {} as Record<string, unknown>;
  const own = Object.getOwnPropertyNames(Object.prototype).filter((k) => !BASELINE_PROTO_KEYS.includes(k));
  if (own.length) return `Object.prototype gained ${own.join(', ')}`;
  if (probe.polluted !== undefined || probe.isAdmin !== undefined) return 'Object.prototype was polluted';
  return null;
}

/** Ids of every row the user owns, so generated paths sometimes name a real resource. */
export async function idsOwnedBy(db: TestDatabase, userId: string): Promise<string[]> {
  const tables = await db.query<{ t: string }>(
    `SELECT c.table_schema || '.' || c.table_name AS t FROM information_schema.columns c
      JOIN information_schema.columns u ON u.table_schema = c.table_schema AND u.table_name = c.table_name AND u.column_name = 'user_id'
     WHERE c.column_name = 'id' AND c.data_type = 'uuid'`,
  );
  const ids: string[] = [];
  for (const { t } of tables)
    ids.push(
      ...(await db.query<{ id: string }>(`SELECT id::text AS id FROM ${t} WHERE user_id = $1`, [userId])).map(
        (r) => r.id,
      ),
    );
  return ids;
}

/** Sends a generated request as it is: raw JSON text, the query string untouched. */
export function sendRaw(base: string, req: FuzzRequest, cookie: string | undefined) {
  const url = `${req.path}${req.query ? `?${req.query}` : ''}`;
  const method = req.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch';
  let r = request(base)[method](url);
  if (cookie) r = r.set('Cookie', cookie);
  if (req.body !== undefined) r = r.set('Content-Type', 'application/json').send(req.body);
  return r.ok(() => true);
}

/** Sends one hostile request: it must be refused with one of `allowed`, in the error envelope, changing no table. */
export async function refusedWithoutChange(
  checksum: () => Promise<Checksums>,
  send: () => Promise<request.Response>,
  allowed: number[],
): Promise<request.Response> {
  const before = await checksum();
  const res = await send();
  if (!allowed.includes(res.status))
    throw new Error(`expected ${allowed.join(' or ')}, got ${res.status} ${res.text.slice(0, 300)}`);
  expect(envelopeProblem(res)).toBeNull();
  expect(changedTables(before, await checksum()).filter((t) => !BACKGROUND_WRITTEN.includes(t))).toEqual([]);
  return res;
}

/** The seed of one route's property: the run's seed mixed with the route, so each route explores its own inputs. */
export function routeSeed(seed: number, key: string): number {
  let h = seed | 0;
  for (const ch of key) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h | 0;
}

export interface FuzzTarget {
  base: string;
  route: DiscoveredRoute;
  meta: RouteMeta | undefined;
  cookie: string | undefined;
  /** Ids generated paths and bodies sometimes name. */
  ids: string[];
  seed: number;
  runs: number;
  checksum: () => Promise<Checksums>;
  /** When the last market tick arrived (epoch ms). */
  lastTickAt: () => number;
}

/**
 * Fuzzes one route: no answer is a 5xx, none pollutes Object.prototype, every 4xx is in the error envelope
 * and changes no table. Answers the failure, shrunk, with the seed that replays it; null when it held.
 */
export async function fuzzRoute(t: FuzzTarget): Promise<string | null> {
  const property = fc.asyncProperty(requestFor(t.route, t.meta, t.ids), async (req) => {
    const before = await t.checksum();
    const sentAt = Date.now();
    const res = await sendRaw(t.base, req, t.cookie);
    const where = `${req.method} ${req.path}${req.query ? `?${req.query}` : ''} body=${req.body === undefined ? '(none)' : req.body.slice(0, 300)}`;
    if (res.status >= 500) throw new Error(`${res.status} ${res.text.slice(0, 300)} for ${where}`);
    const polluted = pollution();
    if (polluted) throw new Error(`${polluted} after ${where}`);
    if (res.status < 400) return;
    const problem = envelopeProblem(res);
    if (problem) throw new Error(`${res.status} ${problem}: ${res.text.slice(0, 300)} for ${where}`);
    const after = await t.checksum();
    const tickNearby = t.lastTickAt() >= sentAt - 3000;
    const changed = changedTables(before, after).filter(
      (table) => !BACKGROUND_WRITTEN.includes(table) && !(tickNearby && TICK_DRIVEN.includes(table)),
    );
    if (changed.length)
      throw new Error(`${res.status} ${res.body.error} but ${changed.join(', ')} changed, for ${where}`);
  });
  try {
    await fc.assert(property, { numRuns: t.runs, seed: routeSeed(t.seed, t.route.key) });
    return null;
  } catch (e) {
    const err = e as Error & { cause?: Error };
    const summary = err.message
      .split('\n')
      .filter((l) => /seed|Counterexample|Shrunk/.test(l))
      .join('\n');
    return `${t.route.key} (FUZZ_SEED=${t.seed}):\n${summary}\n${err.cause?.message ?? err.message.slice(0, 500)}`;
  }
}
