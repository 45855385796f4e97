import request from 'supertest';
import type { Socket } from 'socket.io-client';
import { openUserSocket } from './live-socket.js';
import { cookieHeader, signIn } from './http.js';
import type { TestInfra } from './infra.js';

/** The REST catalogue at `base` as the user with this cookie. */
export const restAs = (base: string, cookie: string) => ({
  get: (path: string) => request(base).get(`/api${path}`).set('Cookie', cookie),
  put: (path: string, body: unknown) =>
    request(base)
      .put(`/api${path}`)
      .set('Cookie', cookie)
      .send(body as object),
  post: (path: string, body: unknown = {}) =>
    request(base)
      .post(`/api${path}`)
      .set('Cookie', cookie)
      .send(body as object),
  del: (path: string) => request(base).delete(`/api${path}`).set('Cookie', cookie),
});

/** A socket of the user's that collects the target alerts pushed to it; kept in `opened` for closing. */
export async function alertsSocket(base: string, opened: Socket[], cookie: string) {
  const got: { id: string; instrument_token: number; target_price: number; current_price: number }[] = [];
  const socket = await openUserSocket(base, cookie, opened);
  socket.on('target_alert', (a) => got.push(a));
  return got;
}

/** A new user, registered and signed in. */
export async function registeredUser(base: string, email: string) {
  await request(base).post('/api/auth/register').send({ email, password: 'Alerts12345' });
  const s = await signIn(base, email, 'Alerts12345');
  return { cookie: cookieHeader(s.cookies), id: s.user.id };
}

/** How many alerts the alerts schema holds for the user. */
export const storedAlertsOf = async (infra: TestInfra, userId: string) =>
  Number(
    (
      await infra.db.query<{ n: string }>('SELECT count(*)::text AS n FROM alerts.alerts WHERE user_id = $1', [userId])
    )[0].n,
  );
