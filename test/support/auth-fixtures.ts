import { expect } from '@jest/globals';
import request from 'supertest';
import { io } from 'socket.io-client';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cookieHeader, type Cookies } from './http.js';
import type { TestInfra } from './infra.js';

/** A session's cookies, or a ready Cookie header. */
export type Session = Partial<Cookies> | string;
const header = (s: Session) => (typeof s === 'string' ? s : cookieHeader(s));

/** The auth and admin routes of a gateway, at the level of what a user or an admin does. */
export function authApi(base: string) {
  return {
    login: (email: string, password: string) => request(base).post('/api/auth/login').send({ email, password }),
    register: (email: string, password: string, more: object = {}) =>
      request(base)
        .post('/api/auth/register')
        .send({ email, password, ...more }),
    validate: (username: string) => request(base).post('/api/auth/validate-username').send({ username }),
    profile: (s: Session) => request(base).get('/api/auth/profile').set('Cookie', header(s)),
    refresh: (s: Session) => request(base).post('/api/auth/refresh').set('Cookie', header(s)).send({}),
    logout: (s: Session) => request(base).post('/api/auth/logout').set('Cookie', header(s)).send({}),
    adminUsers: (s: Session) => request(base).get('/api/admin/users').set('Cookie', header(s)),
    adminUpdate: (s: Session, id: string, body: object) =>
      request(base).put(`/api/admin/users/${id}`).set('Cookie', header(s)).send(body),
    adminDelete: (s: Session, id: string) => request(base).delete(`/api/admin/users/${id}`).set('Cookie', header(s)),
    dataSummary: (s: Session, id: string) =>
      request(base).get(`/api/admin/users/${id}/data-summary`).set('Cookie', header(s)),
  };
}
export type AuthApi = ReturnType<typeof authApi>;

export async function waitFor(check: () => Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Revocations reach the gateway as an event: waits until the session's access token is refused. */
export function untilSignedOut(api: AuthApi, s: Session): Promise<void> {
  return waitFor(async () => (await api.profile(s)).status === 401);
}

/** A stand-in build of the web app, so serving and the browser-router fallback can be checked. */
export function standInWebDist(): string {
  const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Trading Dashboard</title><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log("app")');
  return webDist;
}

/** Opens a socket with these cookies: answers the connect error or the first connection status. */
export function connectSocket(base: string, cookie: string): Promise<{ error?: string; status?: unknown }> {
  return new Promise((resolve) => {
    const socket = io(base, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: cookie ? { cookie } : {},
    });
    const done = (v: { error?: string; status?: unknown }) => {
      socket.close();
      resolve(v);
    };
    socket.on('connect_error', (e) => done({ error: e.message }));
    socket.on('connection_status', (status) => done({ status }));
  });
}

/** Logs must never hold a password, an access token, a password hash or a stored refresh-token hash. */
export async function expectNoSecretsIn(logs: string[], infra: TestInfra, passwords: string[]): Promise<void> {
  expect(logs.length).toBeGreaterThan(10);
  const all = logs.join('\n');
  for (const password of passwords) expect(all).not.toContain(password);
  expect(all).not.toMatch(/\$argon2id/);
  expect(all).not.toMatch(/eyJhbGci/);
  const hashes = await infra.db.query<{ token_hash: string }>('SELECT token_hash FROM auth.refresh_tokens LIMIT 5');
  for (const h of hashes) expect(all).not.toContain(h.token_hash);
}
