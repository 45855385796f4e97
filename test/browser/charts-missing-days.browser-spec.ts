import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { DEMO_USERS } from '@app/contracts';
import { ACCESS_TOKEN, API_KEY, FakeKiteTicker } from '../support/kite-fixtures.js';
import { FakeKiteRest } from '../support/kite-rest-server.js';
import { apiAs } from './support/api.js';
import { candlesDrawn } from './support/analyticsSteps.js';
import { launchBrowser, screenshot, signedInPage } from './support/browser.js';
import { startWebStack, type WebStack } from './support/webStack.js';

const { investor } = DEMO_USERS;
const RELIANCE = 738561;
const DAY_MS = 86_400_000;
const istDay = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(0, 10);
/** 3 Nov 2026, as the app writes a day in IST. */
const shown = (day: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(`${day}T12:00:00+05:30`));

let ticker: FakeKiteTicker;
let kite: FakeKiteRest;
let web: WebStack;
let browser: Browser;

beforeAll(async () => {
  ticker = await FakeKiteTicker.start();
  kite = await FakeKiteRest.start();
  web = await startWebStack({
    MARKET_FEED: 'kite',
    KITE_API_KEY: API_KEY,
    KITE_ACCESS_TOKEN: ACCESS_TOKEN,
    KITE_API_URL: kite.url,
    KITE_TICKER_URL: ticker.url,
    KITE_HTTP_TIMEOUT_MS: '3000',
  });
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await web?.close();
  await kite?.close();
  await ticker?.close();
}, 60_000);

describe('Charts page with Kite unreachable for some days', () => {
  it('shows which days were not loaded above the stored candles, and drops the notice once Kite answers', async () => {
    // The last three weeks are fetched and stored while Kite answers.
    const storedFrom = istDay(Date.now() - 21 * DAY_MS);
    const storedTo = istDay(Date.now() - DAY_MS);
    const api = await apiAs(web.baseUrl, investor.email, investor.password);
    const stored = await api.get(`/api/historical/${RELIANCE}?from=${storedFrom}&to=${storedTo}&interval=day`);
    expect(stored.status).toBe(200);
    expect(stored.body.missing).toBeUndefined();

    kite.mode = { kind: 'error', status: 503, errorType: 'NetworkException', message: 'Upstream unavailable' };
    const { page, close } = await signedInPage(browser, web.baseUrl, investor, 1440);
    const answer = page.waitForResponse((r) => r.url().includes(`/api/historical/${RELIANCE}`));
    await page.goto(`${web.baseUrl}/dashboard/charts?symbol=RELIANCE&token=${RELIANCE}`);
    const body = (await (await answer).json()) as { data: unknown[]; missing: Array<{ from: string; to: string }> };
    expect(body.data.length).toBeGreaterThan(10);
    expect(body.missing[0].to).toBe(istDay(Date.parse(`${storedFrom}T12:00:00+05:30`) - DAY_MS));

    const notice = page.getByRole('status').filter({ hasText: 'Kite could not be reached' });
    await notice.waitFor();
    const text = (await notice.textContent()) ?? '';
    expect(text).toMatch(/^Kite could not be reached: .+ not loaded\. Showing stored candles\.$/);
    expect(text).toContain(`– ${shown(body.missing[0].to)}`);
    await candlesDrawn(page);
    // Above the chart, not over it: the candles stay in view.
    const noticeBox = (await notice.boundingBox())!;
    const chartBox = (await page.getByTestId('candle-chart').boundingBox())!;
    expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(chartBox.y);
    await screenshot(page, 'charts-missing-days-1440');

    kite.mode = { kind: 'ok' };
    await page.reload();
    await candlesDrawn(page);
    expect(await notice.count()).toBe(0);
    await close();
  }, 90_000);
});
