import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { DEMO_USERS } from '@app/contracts';
import { apiAs } from './support/api.js';
import { launchBrowser, screenshot, signedInPage, signInThroughForm, type SignedInPage } from './support/browser.js';
import { answerWith, failWith, hitsReach, recordCalls, routePattern, toastsWith } from './support/errorSteps.js';
import { unexpected } from './support/pageTools.js';
import { startWebStack, type WebStack } from './support/webStack.js';

const { investor } = DEMO_USERS;
jest.setTimeout(120_000);

let web: WebStack;
let browser: Browser;
let session: SignedInPage;
let page: Page;

beforeAll(async () => {
  web = await startWebStack();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await web?.close();
});

/** Settles the retries (one after 1 s) and the toasts they may raise. */
const settle = (p: Page) => p.waitForTimeout(2_000);

describe('a failed saved-layout list', () => {
  it('changes nothing on the server, retries once after 1 s, says so, and a later reload restores the layout', async () => {
    const me = await apiAs(web.baseUrl, investor.email, investor.password);
    const created = await me.post('/api/settings/layouts', {
      name: 'Morning desk',
      layout: [{ i: 'watchlist', x: 0, y: 0, w: 6, h: 6 }],
      containers: ['watchlist'],
      columnConfigs: {},
    });
    const id = created.body.layout_id as string;
    expect((await me.put('/api/settings/active-layout', { active_layout_id: id })).status).toBe(200);

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const failing = await context.newPage();
    const calls = recordCalls(failing);
    const hits = await failWith(failing, '/settings/layouts', 'Saved layouts are unavailable');
    await signInThroughForm(failing, web.baseUrl, investor.email, investor.password);

    await hitsReach(failing, hits, 1);
    // Past the retry and the restore's 3 s wait: whatever the page meant to write, it has sent.
    await failing.waitForTimeout(4_000);
    expect(calls.filter((c) => c === 'PUT /api/settings/active-layout')).toEqual([]);
    expect(hits).toHaveLength(2);
    // The retry waits 1 s after the first failure (less the few ms between timers).
    expect(hits[1]! - hits[0]!).toBeGreaterThanOrEqual(950);
    await failing.getByText('Failed to initialize dashboard').waitFor();
    expect(await toastsWith(failing, 'Saved layouts are unavailable').count()).toBe(1);
    expect((await me.get('/api/settings/active-layout')).body.data.active_layout_id).toBe(id);
    await screenshot(failing, 'layout-list-failed-1440');

    await failing.unroute(routePattern('/settings/layouts'));
    await failing.reload();
    await toastsWith(failing, 'Restored saved layout: "Morning desk"').waitFor();
    await failing.getByRole('button', { name: 'Morning desk' }).waitFor();
    await failing.getByTestId('grid-item-watchlist').waitFor();
    expect(calls.filter((c) => c === 'PUT /api/settings/active-layout')).toEqual([]);
    await context.close();
  });
});

describe('errors are seen: one toast with the server text', () => {
  beforeAll(async () => {
    session = await signedInPage(browser, web.baseUrl, investor);
    page = session.page;
  });
  afterAll(() => session?.close());

  /** Fails the paths, opens the page, and expects exactly one toast per server text. */
  async function oneToastEach(url: string, failures: Record<string, string>, inline?: string) {
    for (const [path, text] of Object.entries(failures)) await failWith(page, path, text);
    await page.goto(`${web.baseUrl}${url}`);
    for (const text of Object.values(failures)) await toastsWith(page, text).first().waitFor();
    if (inline) await page.getByText(inline).first().waitFor();
    await settle(page);
    for (const text of Object.values(failures)) expect(await toastsWith(page, text).count()).toBe(1);
    for (const path of Object.keys(failures)) await page.unroute(routePattern(path));
  }

  it('for positions, with the inline state kept', async () => {
    await oneToastEach(
      '/dashboard/portfolio',
      { '/portfolio/manual/positions': 'Positions store is down' },
      'Failed to fetch positions',
    );
    await screenshot(page, 'positions-failed-toast-1440');
  });

  it('for funds and holdings', async () => {
    await oneToastEach('/dashboard/portfolio?tab=holdings', {
      '/funds': 'Funds ledger is down',
      '/portfolio/holdings': 'Holdings book is down',
    });
  });

  it('for re-buy, and its summary hint says nothing stale', async () => {
    await oneToastEach(
      '/dashboard/rebuy',
      { '/rebuy/entries': 'Re-buy store is down' },
      'Failed to fetch re-buy entries',
    );
    expect(await page.getByText(/cheaper than sold/).count()).toBe(0);
  });

  it('for loss cover and analytics', async () => {
    await oneToastEach('/dashboard/loss-cover', { '/portfolio/loss-cover/positions': 'Loss cover is down' });
    await oneToastEach('/dashboard/analytics', { '/analytics/bulk-data-instant': 'Analytics store is down' });
  });

  it('for the watchlist: the server text in place of the screen’s own message, not beside it', async () => {
    await oneToastEach('/dashboard/watchlist', { '/watchlist': 'Watchlist store is down' });
    expect(await toastsWith(page, 'Failed to load watchlist entries').count()).toBe(0);
  });

  it('for the header search, whose list is cleared instead of showing the error', async () => {
    await page.goto(`${web.baseUrl}/dashboard`);
    const search = page.getByRole('combobox', { name: 'Search symbols' });
    await search.fill('RELI');
    await page.getByRole('listbox', { name: 'Matching instruments' }).waitFor();
    await failWith(page, '/securities/search', 'Search index is rebuilding');
    await search.fill('RELIA');
    await toastsWith(page, 'Search index is rebuilding').waitFor();
    await settle(page);
    expect(await toastsWith(page, 'Search index is rebuilding').count()).toBe(1);
    expect(await page.getByRole('listbox', { name: 'Matching instruments' }).count()).toBe(0);
    expect(await page.locator('.symbol-search').getByText('Search index is rebuilding').count()).toBe(0);
    await page.unroute(routePattern('/securities/search'));
    expect(unexpected(session.errors, 500)).toEqual([]);
  });

  it('stays quiet on the sign-in page', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const login = await context.newPage();
    const hits = await failWith(login, '/auth/validate-username', 'Username service is down', 'POST');
    await login.goto(`${web.baseUrl}/login`);
    await login.getByPlaceholder('Enter your email').fill(investor.email);
    await login.getByRole('button', { name: 'Continue' }).click();
    await hitsReach(login, hits, 1);
    await settle(login);
    expect(await toastsWith(login, 'Username service is down').count()).toBe(0);
    await context.close();
  });
});

describe('smaller points', () => {
  it('closes the overlay sidebar on Escape, the focus still on the menu button', async () => {
    const phone = await signedInPage(browser, web.baseUrl, investor, 375);
    const sidebar = phone.page.locator('#app-sidebar');
    await phone.page.getByRole('button', { name: 'Expand sidebar' }).click();
    await sidebar.getByRole('link', { name: 'Watchlist' }).waitFor();
    await phone.page.keyboard.press('Escape');
    await sidebar.waitFor({ state: 'hidden' });
    expect(await phone.page.getByRole('button', { name: 'Expand sidebar' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    await phone.close();
  });

  it('says why a typed font size is refused, and keeps the size in force', async () => {
    const s = await signedInPage(browser, web.baseUrl, investor);
    await s.page.goto(`${web.baseUrl}/dashboard/settings?section=display`);
    const field = s.page.getByRole('region', { name: 'Font' }).getByLabel('Exact size (px)');
    const fontSize = () => s.page.evaluate(`getComputedStyle(document.documentElement).fontSize`);
    const before = await fontSize();
    for (const typed of ['60', 'abc', '9']) {
      await field.fill(typed);
      await field.blur();
      await s.page.getByText('Enter a size from 10 to 50').waitFor();
      expect(await field.inputValue()).toBe(typed);
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await fontSize()).toBe(before);
    }
    await field.fill('18');
    expect(await s.page.getByText('Enter a size from 10 to 50').count()).toBe(0);
    await screenshot(s.page, 'font-size-refused-1440');
    await s.close();
  });

  it('words a one-month time range in the singular', async () => {
    const s = await signedInPage(browser, web.baseUrl, investor);
    await s.page.evaluate(`localStorage.setItem('analyticsSettings', JSON.stringify({ months: 1 }))`);
    await s.page.goto(`${web.baseUrl}/dashboard/analytics`);
    await s.page.getByText('Time Range: 1 month', { exact: true }).waitFor();
    expect(await s.page.getByText('Time Range: 1 months').count()).toBe(0);
    await s.close();
  });

  it('counts no re-buy opportunities when there are no entries, whatever an older count said', async () => {
    const s = await signedInPage(browser, web.baseUrl, investor);
    await answerWith(s.page, '/rebuy/entries', { success: true, data: { entries: [] } });
    await answerWith(s.page, '/rebuy/stats', {
      success: true,
      data: { stats: { totalGroups: 2, totalEntries: 3, opportunities: 3, totalCurrentGainLoss: 1200 } },
    });
    const stats = s.page.waitForResponse((r) => r.url().includes('/api/rebuy/stats'));
    await s.page.goto(`${web.baseUrl}/dashboard/rebuy`);
    await stats;
    const hint = s.page.getByText(/cheaper than sold/);
    await hint.waitFor();
    await settle(s.page);
    expect(await hint.textContent()).toBe('0 entries cheaper than sold');
    await s.close();
  });
});
