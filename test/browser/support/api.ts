import request from 'supertest';
import { cookieHeader, signIn } from '../../support/http.js';

/** A signed-in API caller for setting the scene of a browser test (as a user, not through the page). */
export async function apiAs(baseUrl: string, email: string, password: string) {
  const cookie = cookieHeader((await signIn(baseUrl, email, password)).cookies);
  return {
    get: (path: string) => request(baseUrl).get(path).set('Cookie', cookie),
    post: (path: string, body: object = {}) => request(baseUrl).post(path).set('Cookie', cookie).send(body),
    put: (path: string, body: object = {}) => request(baseUrl).put(path).set('Cookie', cookie).send(body),
    delete: (path: string) => request(baseUrl).delete(path).set('Cookie', cookie),
  };
}

/** Makes the simulator's next tick of an instrument carry this price (admin only). */
export async function forcePrice(
  admin: Awaited<ReturnType<typeof apiAs>>,
  token: number,
  price: number,
): Promise<void> {
  const res = await admin.post('/api/market/simulator/price', { instrument_token: token, last_price: price });
  if (res.status !== 200) throw new Error(`simulator price refused: ${res.status} ${JSON.stringify(res.body)}`);
}
