import { expect } from '@jest/globals';
import request from 'supertest';

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Polls until fn gives a value, or fails naming what it waited for once the deadline passes. The
 * deadline is a ceiling for a busy machine, not an expectation: a test measures and prints the time.
 */
export async function until<T>(
  what: string,
  fn: () => Promise<T | undefined> | T | undefined,
  ms = 30_000,
  every = 50,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await pause(every);
  }
}

export interface Timed {
  status: number;
  ms: number;
  body: { success?: boolean; error?: unknown; data?: unknown; details?: unknown } & Record<string, unknown>;
  text: string;
  startedAt: number;
}

/** One API call through the gateway with its wall time; a network failure counts as status 0. */
export async function timed(
  base: string,
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  cookie: string,
  body?: object,
): Promise<Timed> {
  const startedAt = Date.now();
  let req = request(base)[method](path).set('Cookie', cookie);
  if (body) req = req.send(body);
  try {
    const res = await req;
    return { status: res.status, ms: Date.now() - startedAt, body: res.body ?? {}, text: res.text ?? '', startedAt };
  } catch (e) {
    return { status: 0, ms: Date.now() - startedAt, body: {}, text: (e as Error).message, startedAt };
  }
}

/** A failure in the API's error envelope: success false, a human message, no stack trace or internals. */
export function expectFailureEnvelope(r: Timed): void {
  expect(r.body.success).toBe(false);
  expect(typeof r.body.error).toBe('string');
  expect(r.text).not.toMatch(/\n\s+at |QueryFailedError|ECONNREFUSED|stack/);
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
