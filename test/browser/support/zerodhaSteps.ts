import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { setUpInfra } from '../../support/infra.js';
import { TestStack } from '../../support/stack.js';
import { accountRoutes, type AccountRoutes } from '../../support/fake-kite/account-routes.js';
import { holdingRow, positionRow } from '../../support/fake-kite/account-shapes.js';
import { FakeKite } from '../../support/fake-kite/fake-kite.js';
import { KITE_TEST_APP } from '../../support/fake-kite/kite-login.js';
import { sessionRoutes } from '../../support/fake-kite/session-routes.js';
import { waitForPath } from './browser.js';
import { WEB_DIST, type WebStack } from './webStack.js';

export interface ZerodhaWebStack extends WebStack {
  kite: FakeKite;
  account: AccountRoutes;
}

/** The investor's Zerodha account at the fake Kite, and the admin's. */
export const INVESTOR_KITE = { userId: 'ZR1111', shortName: 'Asha' };
export const ADMIN_KITE = { userId: 'ZR2222', shortName: 'Arjun' };

/**
 * The whole product for a browser with Kite login configured against the fake Kite (its login page
 * stands in for Zerodha's): two Zerodha accounts with holdings, positions and margins of their own.
 */
export async function startZerodhaWebStack(): Promise<ZerodhaWebStack> {
  const account = accountRoutes({ openAfterMs: 300 });
  const kite = await FakeKite.start({ ...KITE_TEST_APP, routes: [...account] });
  kite.addAccount({
    userId: INVESTOR_KITE.userId,
    userName: 'Asha Rao',
    shortName: INVESTOR_KITE.shortName,
    holdings: [holdingRow('INFY', 408065, 17, 1450.5, 1512.25, 1500), holdingRow('SBIN', 779521, 23, 790, 815)],
    positions: {
      net: [positionRow('RELIANCE', 738561, 5, 1380, 1395)],
      day: [positionRow('RELIANCE', 738561, 5, 1380, 1395)],
    },
    margins: { equity: { net: 123456.78, available: { cash: 150000.5, live_balance: 123456.78 } } },
  });
  kite.addAccount({ userId: ADMIN_KITE.userId, userName: 'Arjun Mehta', shortName: ADMIN_KITE.shortName });
  const infra = await setUpInfra();
  const stack = new TestStack(infra, {
    SEED_DEMO: 'true',
    MARKET_ALWAYS_OPEN: 'true',
    SIMULATOR_INTERVAL_MS: '500',
    LOG_LEVEL: 'warn',
    RPC_TIMEOUT_MS: '5000',
  });
  const kiteEnv = {
    KITE_API_KEY: KITE_TEST_APP.apiKey,
    KITE_API_SECRET: KITE_TEST_APP.apiSecret,
    KITE_API_URL: kite.url,
    KITE_LOGIN_URL: `${kite.url}/connect/login`,
    BROKER_TOKEN_KEYS: `k1:${randomBytes(32).toString('base64')}`,
    KITE_HTTP_TIMEOUT_MS: '2000',
    KITE_ORDER_POLL_MS: '300',
  };
  for (const name of ['auth', 'settings', 'market', 'portfolio', 'alerts'] as const)
    await stack.startService(name, name === 'portfolio' ? kiteEnv : {});
  const baseUrl = await stack.startGateway({ WEB_DIST });
  kite.use(...sessionRoutes({ redirectUrl: `${baseUrl}/api/broker/kite/callback` }));
  return {
    infra,
    stack,
    baseUrl,
    kite,
    account,
    close: async () => {
      await stack.close();
      await kite.close();
      await infra.close();
    },
  };
}

/**
 * From a page offering the button (`Connect Zerodha` or `Reconnect Zerodha`) through the fake Kite's
 * login page as `kiteUserId`, back to the Settings page the callback redirects to.
 */
export async function connectThroughKite(page: Page, kite: FakeKite, button: string, kiteUserId: string) {
  await page.getByRole('button', { name: button }).first().click();
  await waitForPath(page, /\/connect\/login\?/);
  if (!page.url().startsWith(kite.url)) throw new Error(`not on the fake Kite: ${page.url()}`);
  await page.getByRole('heading', { name: 'Login to Kite' }).waitFor();
  await page.getByLabel(new RegExp(kiteUserId)).check();
  await page.getByRole('button', { name: 'Login' }).click();
  await waitForPath(page, /\/dashboard\/settings\?section=broker$/);
}

/** The Settings page's Broker connection card. */
export const brokerCard = (page: Page) => page.getByRole('region', { name: 'Broker connection' });
