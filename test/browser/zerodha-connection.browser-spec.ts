import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_USERS } from '@app/contracts';
import { launchBrowser, screenshot, signInThroughForm, watchedPage } from './support/browser.js';
import { screenshotsAt } from './support/pageTools.js';
import { openTab, pickInstrument } from './support/portfolioSteps.js';
import {
  ADMIN_KITE,
  brokerCard,
  connectThroughKite,
  INVESTOR_KITE,
  startZerodhaWebStack,
  type ZerodhaWebStack,
} from './support/zerodhaSteps.js';

const { admin, investor } = DEMO_USERS;

let web: ZerodhaWebStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  web = await startZerodhaWebStack();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  ({ page, errors } = await watchedPage(context));
  await signInThroughForm(page, web.baseUrl, investor.email, investor.password);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await web?.close();
});

const pageErrors = () => errors.filter((e) => e.startsWith('page:'));
const holdingsBadge = () => page.locator('.card', { hasText: 'Holdings' }).getByTestId('source-badge');

describe('connecting Zerodha in the browser', () => {
  it('connects from Settings through Kite’s login page and comes back connected, counting down to 06:00 IST', async () => {
    await page.goto(`${web.baseUrl}/dashboard/settings?section=broker`);
    const card = brokerCard(page);
    await card.getByText('Not connected', { exact: true }).first().waitFor();
    await connectThroughKite(page, web.kite, 'Connect Zerodha', INVESTOR_KITE.userId);
    await card
      .getByTestId('broker-callback-notice')
      .getByText(/Zerodha connected/)
      .waitFor();
    expect(await card.getByTestId('broker-headline').textContent()).toBe(
      `Connected as ${INVESTOR_KITE.shortName} (${INVESTOR_KITE.userId})`,
    );
    expect(await card.getByTestId('broker-expiry').textContent()).toMatch(
      /^Session valid until 06:00 IST, \d{1,2} [A-Z][a-z]{2} · expires in (\d+h( \d+m)?|\d+m|<1m)$/,
    );
    expect(await card.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    await screenshotsAt(page, 'zerodha-settings-connected');
  }, 60_000);

  it('shows the Zerodha holdings with the Live · Zerodha badge', async () => {
    await page.goto(`${web.baseUrl}/dashboard/portfolio?tab=holdings`);
    await page.locator('tbody tr', { hasText: 'INFY' }).waitFor();
    await page.locator('tbody tr', { hasText: 'SBIN' }).waitFor();
    expect(await page.locator('tbody tr', { hasText: 'INFY' }).locator('td').nth(1).textContent()).toBe('17');
    expect(await holdingsBadge().textContent()).toBe('Live · Zerodha');
    // The funds cards load on their own request, beside the holdings.
    await page.getByText('Equity segment · Zerodha').first().waitFor();
    expect(await page.getByText('Equity segment · Zerodha').count()).toBe(1);
    await screenshot(page, 'zerodha-holdings-live');

    await openTab(page, 'Positions');
    const positions = page.getByRole('region', { name: 'Zerodha positions' });
    await positions.locator('tbody tr', { hasText: 'RELIANCE' }).waitFor();
    await positions.getByRole('button', { name: 'Day' }).click();
    await positions.locator('tbody tr', { hasText: 'RELIANCE' }).waitFor();
  }, 60_000);

  it('shows the last good holdings with their time and age while Kite is unreachable, on Portfolio and Overview', async () => {
    web.kite.outage = 'drop';
    try {
      await page.goto(`${web.baseUrl}/dashboard/portfolio?tab=holdings`);
      await page.locator('tbody tr', { hasText: 'INFY' }).waitFor();
      const stale = holdingsBadge().getByRole('status');
      await stale.waitFor();
      expect(await stale.textContent()).toMatch(/^as of \d{2}:\d{2} IST · .*unreachable.* \((just now|\dm ago)\)$/i);
      expect(await holdingsBadge().getByText('Live · Zerodha').count()).toBe(1);
      await screenshot(page, 'zerodha-holdings-stale');

      await page.goto(`${web.baseUrl}/dashboard`);
      const sources = page.getByLabel('Where these figures come from');
      // Holdings and funds went stale together: one badge speaks for both.
      await sources
        .getByText(/^as of \d{2}:\d{2} IST · .*unreachable/i)
        .first()
        .waitFor();
      expect(await sources.getByTestId('source-badge').count()).toBe(1);
      await screenshot(page, 'zerodha-overview-stale');
    } finally {
      web.kite.outage = null;
    }
  }, 60_000);

  it('places an order at Zerodha and sees it complete when the exchange fills it', async () => {
    await page.goto(`${web.baseUrl}/dashboard/portfolio?tab=orders`);
    await page.getByTestId('source-badge').getByText('Live · Zerodha').waitFor();
    await page.getByRole('button', { name: 'Place order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Place order' });
    await dialog.getByText(/goes to your Zerodha account with real money/).waitFor();
    await pickInstrument(dialog, 'INFY', /^INFY.*NSE · EQ/);
    await dialog.getByLabel('Quantity').fill('2');
    await dialog.getByRole('button', { name: 'Place buy order' }).click();
    await page.getByText(/^BUY 2 INFY sent to Zerodha/).waitFor();
    const placed = web.kite.accounts.get(INVESTOR_KITE.userId)!.orders.at(-1) as { order_id: string };
    const status = page.getByTestId(`order-status-${placed.order_id}`);
    await status.getByText(/^Open/).waitFor({ timeout: 10_000 });
    expect(await page.getByText(/1 order · 1 pending/).count()).toBe(1);

    const bookReads: string[] = [];
    const countReads = (r: { url(): string; method(): string }) => {
      if (r.method() === 'GET' && new URL(r.url()).pathname === '/api/orders') bookReads.push(r.url());
    };
    page.on('request', countReads);
    web.account.fillOrder(web.kite, placed.order_id, 1510);
    // The fill arrives as an order_update push, merged into the book without reading it again.
    await status.getByText('Complete').waitFor({ timeout: 10_000 });
    page.off('request', countReads);
    expect(bookReads).toEqual([]);
    await page.getByText(/1 order · 0 pending/).waitFor();
    await screenshot(page, 'zerodha-orders-complete');

    // The Orders page shows the same live book under its placeholder.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${web.baseUrl}/dashboard/orders`);
    await page.getByText('Orders component will show order history and management.').waitFor();
    await page.getByTestId(`order-status-${placed.order_id}`).getByText('Complete').waitFor();
    await screenshot(page, 'zerodha-orders-page-375');
    await page.setViewportSize({ width: 1440, height: 900 });
  }, 60_000);

  it('offers Reconnect Zerodha once Kite says the session expired, and reconnects', async () => {
    web.kite.expireAllSessions();
    await page.goto(`${web.baseUrl}/dashboard/portfolio?tab=holdings`);
    await page.getByTestId('reconnect-notice').waitFor();
    await holdingsBadge().getByText('Paper').waitFor();
    await screenshot(page, 'zerodha-holdings-expired');

    await page.goto(`${web.baseUrl}/dashboard/settings?section=broker`);
    const card = brokerCard(page);
    expect(await card.getByTestId('broker-headline').textContent()).toBe(
      `Session expired for ${INVESTOR_KITE.shortName} (${INVESTOR_KITE.userId})`,
    );
    await screenshotsAt(page, 'zerodha-settings-expired');
    await connectThroughKite(page, web.kite, 'Reconnect Zerodha', INVESTOR_KITE.userId);
    await card.getByText(`Connected as ${INVESTOR_KITE.shortName} (${INVESTOR_KITE.userId})`).waitFor();
  }, 60_000);

  it('disconnects after a confirm and the portfolio is the paper broker’s again', async () => {
    const card = brokerCard(page);
    // By keyboard: the card's Disconnect, then the dialog's.
    await card.getByRole('button', { name: 'Disconnect' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Disconnect Zerodha' });
    await dialog.getByRole('button', { name: 'Disconnect' }).focus();
    await page.keyboard.press('Enter');
    await card.getByRole('button', { name: 'Connect Zerodha' }).waitFor();
    await page.goto(`${web.baseUrl}/dashboard/portfolio?tab=holdings`);
    await holdingsBadge().getByText('Paper').waitFor();
    expect(await page.locator('tbody tr', { hasText: 'SBIN' }).count()).toBe(0);
    await screenshot(page, 'zerodha-holdings-paper');
    expect(pageErrors()).toEqual([]);
  }, 60_000);
});

describe('an admin’s Zerodha connection', () => {
  it('names the Zerodha id in the role line and makes it the feed account in User Management', async () => {
    const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const { page: adminPage } = await watchedPage(adminContext);
    await signInThroughForm(adminPage, web.baseUrl, admin.email, admin.password);
    await adminPage.goto(`${web.baseUrl}/dashboard/settings?section=broker`);
    await brokerCard(adminPage).getByRole('button', { name: 'Connect Zerodha' }).waitFor();
    await connectThroughKite(adminPage, web.kite, 'Connect Zerodha', ADMIN_KITE.userId);
    await adminPage.getByRole('button', { name: /User menu/ }).click();
    expect(await adminPage.getByTestId('role-line').textContent()).toBe(`Admin • Zerodha ID: ${ADMIN_KITE.userId}`);
    await adminPage.keyboard.press('Escape');

    await adminPage.goto(`${web.baseUrl}/dashboard/admin/users`);
    const cell = adminPage.getByTestId(`feed-cell-${admin.email}`);
    await cell.getByText('Connected').waitFor();
    await cell.getByRole('button', { name: `Use ${ADMIN_KITE.userId} for the market feed` }).click();
    await adminPage
      .getByRole('dialog', { name: 'Use for the market feed' })
      .getByRole('button', { name: 'Use for feed' })
      .click();
    await cell.getByText('Feed account').waitFor();
    await screenshot(adminPage, 'zerodha-user-management-feed-account');
    await adminContext.close();
  }, 60_000);
});
