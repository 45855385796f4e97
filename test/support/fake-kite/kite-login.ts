import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { ALL_SERVICES, TestStack } from '../stack.js';
import type { TestInfra } from '../infra.js';
import { FakeKite } from './fake-kite.js';
import { sessionRoutes } from './session-routes.js';

export const KITE_TEST_APP = { apiKey: 'kitetestapp01', apiSecret: 'f3a9c1d7e5b24a6c8e0f1b3d5a7c9e2f' };

/** A stack whose portfolio service talks to a fake Kite, with a fresh token key ring. */
export async function stackWithFakeKite(infra: TestInfra, env: Record<string, string> = {}) {
  const kite = await FakeKite.start(KITE_TEST_APP);
  const keyRing = `k1:${randomBytes(32).toString('base64')}`;
  const kiteEnv = {
    KITE_API_KEY: KITE_TEST_APP.apiKey,
    KITE_API_SECRET: KITE_TEST_APP.apiSecret,
    KITE_API_URL: kite.url,
    KITE_LOGIN_URL: `${kite.url}/connect/login`,
    BROKER_TOKEN_KEYS: keyRing,
    KITE_HTTP_TIMEOUT_MS: '2000',
  };
  const stack = new TestStack(infra, { SEED_DEMO: 'true', SIMULATOR_INTERVAL_MS: '60000', ...env });
  // Only the portfolio service gets the Kite app: the market keeps its simulator.
  for (const name of ALL_SERVICES) await stack.startService(name, name === 'portfolio' ? kiteEnv : {});
  const base = await stack.startGateway();
  kite.use(...sessionRoutes({ redirectUrl: `${base}/api/broker/kite/callback` }));
  return { kite, stack, base, kiteEnv, keyRing };
}

/** The value of a hidden field of the fake's login page. */
const hiddenField = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';

/**
 * Connect as a browser would: ask the gateway for the login URL, open the fake Kite's login page,
 * submit it as one of its accounts, and answer the callback path Kite redirects to (not yet followed).
 */
export async function loginAtFakeKite(
  base: string,
  kite: FakeKite,
  cookie: string,
  kiteUserId: string,
  action: 'login' | 'cancel' = 'login',
): Promise<{ callbackPath: string; loginUrl: string; pageHtml: string }> {
  const connect = await request(base).post('/api/broker/kite/connect').set('Cookie', cookie);
  if (connect.status !== 201) throw new Error(`connect failed: ${connect.status} ${connect.text}`);
  const loginUrl = connect.body.data.login_url as string;
  const url = new URL(loginUrl);
  const page = await request(kite.url).get(url.pathname + url.search);
  if (page.status !== 200) throw new Error(`login page: ${page.status} ${page.text}`);
  const posted = await request(kite.url)
    .post('/connect/login')
    .type('form')
    .send({
      v: hiddenField(page.text, 'v'),
      api_key: hiddenField(page.text, 'api_key'),
      redirect_params: hiddenField(page.text, 'redirect_params'),
      user_id: kiteUserId,
      action,
    });
  if (posted.status !== 302) throw new Error(`login form: ${posted.status} ${posted.text}`);
  const back = new URL(posted.headers.location as string);
  return { callbackPath: back.pathname + back.search, loginUrl, pageHtml: page.text };
}
