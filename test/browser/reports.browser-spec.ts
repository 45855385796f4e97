import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_USERS } from '@app/contracts';
import { istDay } from '@app/formatting';
import { apiAs, forcePrice } from './support/api.js';
import { launchBrowser, screenshotFromTop, signedInPage, type SignedInPage } from './support/browser.js';
import { startWebStack, type WebStack } from './support/webStack.js';
import { TRADEBOOK_HEADER } from '../support/import-fixtures.js';
import { cookieHeader, signIn } from '../support/http.js';

const USER = { email: 'reports.browser@example.com', password: 'Reports12345' };
const INFY = 408065;
const RELIANCE = 738561;

let web: WebStack;
let browser: Browser;
let signed: SignedInPage;
let page: Page;

const day = (n: number) => istDay(new Date(Date.now() + n * 86_400_000))!;
let seq = 0;
const row = (symbol: string, isin: string, date: string, side: 'buy' | 'sell', qty: number, price: number) =>
  `${symbol},${isin},${date},NSE,EQ,EQ,${side},false,${qty},${price.toFixed(2)},W${++seq},OW${seq},${date}T10:00:00`;

/** Two years of trades: FY 2024-25 exits on both sides of 23 Jul 2024, a loss, and lots held today. */
const TRADEBOOK = [
  TRADEBOOK_HEADER,
  row('INFY', 'INE009A01021', '2024-05-02', 'buy', 10, 1000),
  row('INFY', 'INE009A01021', '2024-07-01', 'sell', 5, 1200),
  row('INFY', 'INE009A01021', '2024-09-02', 'sell', 5, 1300),
  row('RELIANCE', 'INE002A01018', '2021-06-01', 'buy', 10, 1000),
  row('RELIANCE', 'INE002A01018', '2024-06-03', 'sell', 10, 1500),
  row('WIPRO', 'INE075A01022', '2024-08-01', 'buy', 10, 500),
  row('WIPRO', 'INE075A01022', '2024-12-02', 'sell', 10, 400),
  row('INFY', 'INE009A01021', day(-420), 'buy', 10, 2000),
  row('RELIANCE', 'INE002A01018', day(-500), 'buy', 10, 1000),
  row('TCS', 'INE467B01029', day(-90), 'buy', 5, 3000),
].join('\n');

beforeAll(async () => {
  web = await startWebStack();
  await request(web.baseUrl).post('/api/auth/register').send(USER).expect(201);
  const api = await apiAs(web.baseUrl, USER.email, USER.password);
  const cookie = cookieHeader((await signIn(web.baseUrl, USER.email, USER.password)).cookies);
  const up = await request(web.baseUrl)
    .post('/api/imports')
    .set('Cookie', cookie)
    .attach('file', Buffer.from(TRADEBOOK), 'tradebook-WB1234-EQ.csv');
  expect(up.status).toBe(201);
  expect((await api.post(`/api/imports/${up.body.data.import.id as string}/commit`)).status).toBe(200);
  const admin = await apiAs(web.baseUrl, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  await forcePrice(admin, INFY, 1210);
  await forcePrice(admin, RELIANCE, 1500);
  browser = await launchBrowser();
  signed = await signedInPage(browser, web.baseUrl, USER);
  page = signed.page;
}, 120_000);

afterAll(async () => {
  await signed?.close();
  await browser?.close();
  await web?.close();
});

const shoot = screenshotFromTop;

describe('the Reports page in the browser', () => {
  it('shows returns: the NAV chart against NIFTY 50, the XIRR cards and a row per holding, sold ones too', async () => {
    await page.goto(`${web.baseUrl}/dashboard/reports?tab=returns`);
    await page.getByText('Growth of ₹1,000').waitFor({ timeout: 30_000 });
    await page.locator('canvas').first().waitFor();
    await page
      .getByText(/price index: dividends not included/)
      .first()
      .waitFor();
    const table = page.getByRole('table', { name: 'Returns per holding' });
    for (const symbol of ['INFY', 'RELIANCE', 'WIPRO', 'TCS']) await table.getByText(symbol, { exact: true }).waitFor();
    await shoot(page, 'reports-returns');
    // Keyboard: the tabs move with the arrow keys.
    await page.getByRole('tab', { name: 'Returns' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tab', { name: 'Tax P&L', selected: true }).waitFor();
    expect(signed.errors).toEqual([]);
  }, 90_000);

  it('shows FY 2024-25 by section with the set-off, and downloads the CSV', async () => {
    await page.goto(`${web.baseUrl}/dashboard/reports?tab=tax`);
    await page.getByLabel('Financial year').selectOption('2024-25');
    await page.getByText('Short Term profit').first().waitFor({ timeout: 30_000 });
    await page.getByText('Long Term profit').first().waitFor();
    await page.getByLabel('Set-off steps').waitFor();
    await shoot(page, 'reports-tax-pnl');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/2024-25.*\.csv$/);
    expect(signed.errors).toEqual([]);
  }, 90_000);

  it('shows the harvesting plan: the exemption headroom, the losing lot and the gain that fits', async () => {
    await page.goto(`${web.baseUrl}/dashboard/reports?tab=harvest`);
    await page.getByText('Losses to book').waitFor({ timeout: 30_000 });
    await page.getByRole('progressbar').first().waitFor();
    await page
      .getByText(/oldest/i)
      .first()
      .waitFor();
    await shoot(page, 'reports-harvest');
    expect(signed.errors).toEqual([]);
  }, 90_000);

  it('puts the portfolio XIRR beside the benchmark on the Overview, and reads on a phone', async () => {
    await page.goto(`${web.baseUrl}/dashboard`);
    await page
      .getByRole('region', { name: 'Returns' })
      .or(page.getByLabel('Returns'))
      .first()
      .waitFor({ timeout: 30_000 });
    await shoot(page, 'reports-overview-card');
    const phone = await signedInPage(browser, web.baseUrl, USER, 375);
    await phone.page.goto(`${web.baseUrl}/dashboard/reports?tab=returns`);
    await phone.page.getByText('Growth of ₹1,000').waitFor({ timeout: 30_000 });
    await phone.page.locator('canvas').first().waitFor();
    await shoot(phone.page, 'reports-returns-phone');
    expect(phone.errors).toEqual([]);
    await phone.close();
  }, 90_000);
});
