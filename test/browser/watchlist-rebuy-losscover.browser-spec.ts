import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  request,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { DEMO_USERS } from '@app/contracts';
import { launchBrowser, screenshot, signInThroughForm, watchedPage } from './support/browser.js';
import { startWebStack, type WebStack } from './support/webStack.js';

const { admin, investor } = DEMO_USERS;
// Instrument tokens of the demo data (NSE).
const TOKEN = { RELIANCE: 738561, INFY: 408065, TCS: 2953217, HDFCBANK: 341249, ITC: 424961, WIPRO: 969473 } as const;
type Sym = keyof typeof TOKEN;

let web: WebStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let adminApi: APIRequestContext;

/** The admin's simulator call: the next tick of the instrument carries this price. */
async function setPrice(symbol: Sym, price: number): Promise<void> {
  const res = await adminApi.post('/api/market/simulator/price', {
    data: { instrument_token: TOKEN[symbol], last_price: price },
  });
  expect(res.status()).toBe(200);
}

/** Waits until the market service quotes the forced price (give or take the random walk since). */
async function waitForQuote(symbol: Sym, price: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const res = await adminApi.get('/api/market-data');
    const body = (await res.json()) as { data: { market_data: { instrument_token: number; last_price: number }[] } };
    const hit = body.data.market_data.find((q) => q.instrument_token === TOKEN[symbol]);
    if (hit && Math.abs(hit.last_price - price) / price < 0.005) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${symbol} never quoted near ${price}`);
}

/** Polls a condition (waitForFunction would need eval, which the app's CSP refuses). */
async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 50)))
    if (await check()) return;
  throw new Error('condition not met in time');
}

async function setPrices(prices: Partial<Record<Sym, number>>): Promise<void> {
  for (const [symbol, price] of Object.entries(prices) as [Sym, number][]) await setPrice(symbol, price);
  for (const [symbol, price] of Object.entries(prices) as [Sym, number][]) await waitForQuote(symbol, price);
}

const row = (symbol: string): Locator =>
  page
    .locator('table.table > tbody > tr')
    .filter({ has: page.locator('.cell-main', { hasText: new RegExp(`^${symbol}$`) }) });
const bodyRows = () => page.locator('table.table > tbody > tr:not(.row-expansion):not(.table__empty-row)');
const symbolsShown = async () =>
  (await page.locator('table.table > tbody > tr:not(.row-expansion) td:first-child .cell-main').allTextContents()).map(
    (s) => s.trim(),
  );

async function atWidth(width: number, name: string): Promise<void> {
  await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
  await page.waitForTimeout(300);
  await screenshot(page, `${name}-${width}`);
}

beforeAll(async () => {
  web = await startWebStack();
  browser = await launchBrowser();
  adminApi = await request.newContext({ baseURL: web.baseUrl });
  const login = await adminApi.post('/api/auth/login', { data: { email: admin.email, password: admin.password } });
  expect(login.status()).toBe(200);
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  ({ page, errors } = await watchedPage(context));
  await signInThroughForm(page, web.baseUrl, investor.email, investor.password);
}, 120_000);

afterAll(async () => {
  await context?.close();
  await adminApi?.dispose();
  await browser?.close();
  await web?.close();
});

describe('watchlist', () => {
  it('lists the three seeded targets with live prices, none reached while prices sit above them', async () => {
    await setPrices({ RELIANCE: 1600, INFY: 1600, TCS: 3200 });
    await page.goto(`${web.baseUrl}/dashboard/watchlist`);
    await page.getByRole('heading', { name: 'Watchlist', exact: true }).waitFor();
    await page.getByText('0 of 3 targets reached', { exact: true }).waitFor();
    expect((await symbolsShown()).sort()).toEqual(['INFY', 'RELIANCE', 'TCS']);
    await expect(row('RELIANCE').locator('td').nth(2).textContent()).resolves.toBe('₹1,480.00');
    // Default sort: distance ascending (INFY and TCS are ~4-5 % away, RELIANCE ~8 %).
    expect((await symbolsShown())[2]).toBe('RELIANCE');
    expect(await page.locator('.stat', { hasText: 'Total' }).locator('.stat__value').textContent()).toBe('3');
  });

  it('adds an instrument found by search with a target, refusing bad targets and duplicates first', async () => {
    await page.getByRole('button', { name: 'Add Instrument' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add to Watchlist' });
    await dialog.getByRole('combobox', { name: 'Instrument' }).fill('HDFC');
    await dialog.getByRole('option').filter({ hasText: 'HDFCBANK' }).first().waitFor();
    await screenshot(page, 'watchlist-search-1440');
    await dialog.getByRole('option').filter({ hasText: 'HDFCBANK' }).filter({ hasText: 'NSE' }).first().click();
    await dialog.getByText('HDFC BANK').first().waitFor();

    await dialog.getByLabel('Target Price (₹)').fill('0');
    await dialog.getByRole('button', { name: 'Add to Watchlist' }).click();
    await dialog.getByText('Target price must be greater than 0').waitFor();
    await dialog.getByLabel('Target Price (₹)').fill('950.123');
    await dialog.getByRole('button', { name: 'Add to Watchlist' }).click();
    await dialog.getByText('Use at most 2 decimals').waitFor();

    await dialog.getByLabel('Target Price (₹)').fill('900');
    await dialog.getByText(/below the current price/).waitFor();
    await screenshot(page, 'watchlist-add-1440');
    await dialog.getByRole('button', { name: 'Add to Watchlist' }).click();
    await page.getByText('HDFCBANK added to watchlist').waitFor();
    await row('HDFCBANK').waitFor();
    await page.getByText('0 of 4 targets reached', { exact: true }).waitFor();
    await expect(row('HDFCBANK').locator('td').nth(2).textContent()).resolves.toBe('₹900.00');

    // The same instrument and target again, by keyboard only: the server's 409 text.
    await page.getByRole('button', { name: 'Add Instrument' }).first().click();
    await dialog.getByRole('combobox', { name: 'Instrument' }).fill('HDFCBANK');
    await dialog.getByRole('option').filter({ hasText: 'NSE' }).first().waitFor();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Choose another instrument' }).waitFor();
    // The pick moves the cursor to the target field.
    await until(
      async () =>
        (await page.evaluate("document.activeElement && document.activeElement.getAttribute('name')")) ===
        'target_price',
    );
    await page.keyboard.type('900');
    expect(await dialog.getByLabel('Target Price (₹)').inputValue()).toBe('900');
    await page.keyboard.press('Enter');
    await page.getByText('This instrument is already on the watchlist with that target price').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await row('HDFCBANK').count()).toBe(1);
  }, 60_000);

  it('edits the target of the new entry', async () => {
    await page.getByRole('button', { name: 'Edit target for HDFCBANK' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit target for HDFCBANK' });
    await dialog.getByLabel('Target Price (₹)').fill('950.5');
    await dialog.getByRole('button', { name: 'Save Target' }).click();
    await page.getByText('Target for HDFCBANK set to ₹950.50').waitFor();
    await expect(row('HDFCBANK').locator('td').nth(2).textContent()).resolves.toBe('₹950.50');
    // The stored value, not only the screen: a reload shows it too.
    await page.reload();
    await row('HDFCBANK').waitFor();
    await expect(row('HDFCBANK').locator('td').nth(2).textContent()).resolves.toBe('₹950.50');
  });

  it('removes it after confirmation', async () => {
    await page.getByRole('button', { name: 'Remove HDFCBANK from watchlist' }).click();
    await page.getByRole('dialog', { name: 'Remove from watchlist?' }).getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Instrument removed from watchlist').waitFor();
    await row('HDFCBANK').waitFor({ state: 'detached' });
    await page.getByText('0 of 3 targets reached', { exact: true }).waitFor();
  });

  it('turns a row reached (green) when a tick falls below its target, and counts it', async () => {
    expect(await row('RELIANCE').getAttribute('class')).not.toContain('wl-row--reached');
    await setPrice('RELIANCE', 1400);
    await page.getByText('1 of 3 targets reached', { exact: true }).waitFor({ timeout: 10_000 });
    await page.locator('tr.wl-row--reached').filter({ hasText: 'RELIANCE' }).waitFor();
    await row('RELIANCE').getByRole('img', { name: 'Target reached' }).waitFor();
    const [r, g, b] = (await page.evaluate(
      "getComputedStyle(document.querySelector('tr.wl-row--reached td:nth-child(2)')).backgroundColor.match(/\\d+/g).map(Number)",
    )) as number[];
    expect(g).toBeGreaterThan(r! + 10);
    expect(g).toBeGreaterThan(b! + 10);
    expect(await page.locator('.stat', { hasText: 'Reached' }).locator('.stat__value').textContent()).toBe('1');
    // Reached targets sort first (distance ascending).
    expect((await symbolsShown())[0]).toBe('RELIANCE');
    await atWidth(1440, 'watchlist');
    await atWidth(375, 'watchlist');
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});

describe('re-buy', () => {
  it('shows the seeded groups, expands one and follows live ticks', async () => {
    await setPrices({ ITC: 405, WIPRO: 240 });
    await page.goto(`${web.baseUrl}/dashboard/rebuy`);
    await page.getByRole('heading', { name: 'Re-Buy', exact: true }).waitFor();
    await page.getByText('2 symbols, 2 entries', { exact: true }).waitFor();
    expect((await symbolsShown()).sort()).toEqual(['ITC', 'WIPRO']);
    await expect(row('ITC').locator('.cell-sub').first().textContent()).resolves.toBe('1 entry · Avg Buy ₹455.20');
    // Original P&L: (432.10 - 455.20) x 100 + (251.90 - 268.45) x 200 = -2,310 - 3,310.
    await expect(
      page.locator('.stat', { hasText: 'Original P&L' }).locator('.stat__value').textContent(),
    ).resolves.toBe('-₹5,620');

    await page.getByRole('button', { name: 'Show entries of ITC' }).click();
    const expansion = page.locator('.rb-entries');
    await expansion.getByText('Individual Entries').waitFor();
    const entry = expansion.locator('tbody tr').first();
    await expect(entry.locator('td').nth(1).textContent()).resolves.toBe('100');
    await expect(entry.locator('td').nth(2).textContent()).resolves.toBe('₹455.20');
    await expect(entry.locator('td').nth(3).textContent()).resolves.toBe('₹432.10');
    await expect(entry.locator('td').nth(6).textContent()).resolves.toBe('-₹2,310');

    // A tick recomputes the gain: (432.10 - 400) x 100.
    await setPrice('ITC', 400);
    await entry.locator('td').nth(5).getByText('+₹3,210').waitFor({ timeout: 10_000 });
    await row('ITC').getByText('+₹3,210').waitFor();
    await atWidth(1440, 'rebuy');
    await atWidth(375, 'rebuy');
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});

describe('loss cover', () => {
  it('saves a new range, says "Preferences saved" and lists the positions of that range', async () => {
    await setPrices({ INFY: 1500, TCS: 3100, HDFCBANK: 960, RELIANCE: 1600 });
    await page.goto(`${web.baseUrl}/dashboard/loss-cover`);
    await page.getByRole('heading', { name: 'Loss Cover', exact: true }).waitFor();
    await page.getByText('5% - 100% loss range').first().waitFor();
    await row('INFY').waitFor();
    expect((await symbolsShown()).sort()).toEqual(['INFY', 'TCS']);
    // Default sort: loss percent descending (INFY ~11.9 %, TCS ~9.4 %).
    expect(await symbolsShown()).toEqual(['INFY', 'TCS']);
    await atWidth(1440, 'loss-cover');
    await atWidth(375, 'loss-cover');
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByRole('button', { name: 'Loss Range' }).click();
    const min = page.getByLabel('Min Loss %');
    const max = page.getByLabel('Max Loss %');
    await min.fill('0');
    await max.fill('');
    await max.pressSequentially('150');
    expect(await max.inputValue()).toBe('15');
    await max.fill('5');
    await screenshot(page, 'loss-cover-range-1440');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Preferences saved').waitFor();
    await page.getByText('0% - 5% loss range').first().waitFor();
    await row('HDFCBANK').waitFor();
    expect(await symbolsShown()).toEqual(['HDFCBANK']);
    expect(await bodyRows().count()).toBe(1);

    // Stored: a fresh load asks with the saved range.
    await page.reload();
    await page.getByText('0% - 5% loss range').first().waitFor();
    await row('HDFCBANK').waitFor();
  });

  it('filters by symbol or name', async () => {
    await page.getByRole('button', { name: 'Loss Range' }).click();
    await page.getByLabel('Max Loss %').fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('0% - 100% loss range').first().waitFor();
    await row('INFY').waitFor();
    await page.getByLabel('Search loss positions').fill('consultancy');
    await row('INFY').waitFor({ state: 'detached' });
    expect(await symbolsShown()).toEqual(['TCS']);
    await page.getByLabel('Search loss positions').fill('zzz');
    await page.getByText('No positions match "zzz"').waitFor();
  });
});

describe('the session as a whole', () => {
  it('logged no console errors (the deliberate 409 aside)', () => {
    expect(errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
  });
});
