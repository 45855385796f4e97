import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { DEMO_USERS } from '@app/contracts';
import { launchBrowser, screenshot, signInThroughForm, watchedPage } from './support/browser.js';
import { startWebStack, type WebStack } from './support/webStack.js';

const { admin } = DEMO_USERS;
jest.setTimeout(180_000);

let web: WebStack;
let browser: Browser;

beforeAll(async () => {
  web = await startWebStack();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await web?.close();
});

/** Every screen of the product, by path and the heading it shows. */
const PAGES: Array<[string, string, string]> = [
  ['overview', '/dashboard', 'Overview'],
  ['portfolio', '/dashboard/portfolio', 'Portfolio'],
  ['orders', '/dashboard/orders', 'Orders'],
  ['analytics', '/dashboard/analytics', 'Analytics'],
  ['watchlist', '/dashboard/watchlist', 'Watchlist'],
  ['alerts', '/dashboard/alerts', 'Alerts'],
  ['rebuy', '/dashboard/rebuy', 'Re-Buy'],
  ['loss-cover', '/dashboard/loss-cover', 'Loss Cover'],
  ['charts', '/dashboard/charts?symbol=RELIANCE&token=738561', 'Charts'],
  ['reports', '/dashboard/reports', 'Reports'],
  ['market-data', '/dashboard/market-data', 'Market Data'],
  ['settings', '/dashboard/settings', 'Settings'],
  ['zerodha-data', '/dashboard/zerodha-data', 'Zerodha Data'],
  ['user-management', '/dashboard/admin/users', 'User Management'],
];

describe.each([1440, 375])('every page at %i px', (width) => {
  it('renders with its heading, no console errors, and a screenshot', async () => {
    const context = await browser.newContext({ viewport: { width, height: width < 800 ? 812 : 900 } });
    const { page, errors } = await watchedPage(context);
    await page.goto(`${web.baseUrl}/login`);
    await screenshot(page, `page-login-${width}`);
    await signInThroughForm(page, web.baseUrl, admin.email, admin.password);
    for (const [name, path, heading] of PAGES) {
      await page.goto(`${web.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      // Let the page's data and the first ticks arrive before the picture.
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await page.waitForTimeout(800);
      await screenshot(page, `page-${name}-${width}`);
      expect({ page: name, errors }).toEqual({ page: name, errors: [] });
    }
    await page.goto(`${web.baseUrl}/unauthorized`);
    await page.getByRole('heading', { name: 'Unauthorized Access' }).waitFor();
    await page.getByText("You don't have permission to access this page.").waitFor();
    await screenshot(page, `page-unauthorized-${width}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
