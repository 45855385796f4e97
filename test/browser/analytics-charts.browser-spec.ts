import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { DEMO_USERS } from '@app/contracts';
import { apiAs, forcePrice } from './support/api.js';
import {
  addThroughSearch,
  analyticsRowsShown,
  candlesDrawn,
  markAnalyticsFailed,
  moverLinks,
  analyticsRowNear,
  analyticsRowText,
  nudgedPrice,
  openBulkPick,
  removeTracked,
  switchInterval,
  typeTimeRange,
  settleAnalyticsQueue,
  trackedInstruments,
  untilChartPriceNear,
  untilInstrumentsListed,
  watchCalculating,
} from './support/analyticsSteps.js';
import { launchBrowser, screenshot, signedInPage } from './support/browser.js';
import { startWebStack, type WebStack } from './support/webStack.js';

const { admin, investor } = DEMO_USERS;
const RELIANCE = 738561;
const INFY = 408065;
let web: WebStack;
let browser: Browser;

beforeAll(async () => {
  web = await startWebStack();
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  // Let the market service's analytics queue drain, so no paced step is left running at shutdown.
  if (web) {
    const api = await apiAs(web.baseUrl, investor.email, investor.password);
    expect(await settleAnalyticsQueue(api, [RELIANCE, INFY])).toBe(200);
  }
  await web?.close();
}, 60_000);

const signedIn = (width = 1440) => signedInPage(browser, web.baseUrl, investor, width);
const investorApi = () => apiAs(web.baseUrl, investor.email, investor.password);

describe('Analytics page', () => {
  it('adds an instrument, recalculates it for a new range, filters, follows ticks and removes it', async () => {
    const { page, errors, close } = await signedIn();
    await page.goto(`${web.baseUrl}/dashboard/analytics`);
    await page.getByText('No instruments added').waitFor();
    expect(await page.getByText('Add instruments to the Analytics page to see them here').count()).toBe(1);
    expect(await page.getByText('Time Range: 12 months').count()).toBe(1);
    await screenshot(page, 'analytics-empty-1440');

    await addThroughSearch(page, 'RELI', 'RELIANCE', () => screenshot(page, 'analytics-add-dialog-1440'));
    await page.getByText('RELIANCE added to analytics').waitFor();
    const table = page.getByRole('table', { name: 'Analytics instruments' });
    await table.getByRole('row').filter({ hasText: 'RELIANCE' }).waitFor({ timeout: 30_000 });
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Trading Symbol',
      'Live Price',
      'Highest (12M)',
      'Lowest After Peak',
      'Performance vs Low',
      'Performance vs High',
      'Actions',
    ]);
    expect(await analyticsRowText(page, 'RELIANCE')).toMatch(
      /RELIANCE.*₹[\d,]+\.\d{2}.*-[\d.]+% drop.*[+-]?[\d.]+%above the low[\d.-]+%below the peak/,
    );

    // Five more from a quick pick, added in one bulk call.
    const bulk = await openBulkPick(page, /IT services/, 5);
    await bulk.getByRole('combobox', { name: 'Search instruments' }).fill('bank');
    await bulk.getByRole('option').first().waitFor();
    await screenshot(page, 'analytics-bulk-dialog-1440');
    await bulk.getByRole('combobox', { name: 'Search instruments' }).fill('');
    await bulk.getByRole('button', { name: 'Add 5 instruments' }).click();
    await page.getByText('5 instruments added to analytics').waitFor();
    await untilInstrumentsListed(page, 6);

    // A new time range: digits only, 1 to 60, then the calculating flow and figures for 24 months.
    await typeTimeRange(page, '0');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Enter a whole number of months from 1 to 60').waitFor();
    expect(await typeTimeRange(page, '2x4')).toBe('24');
    const recalculation = watchCalculating(page, 24);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Time Range: 24 months').waitFor();
    await table.getByRole('columnheader', { name: /Highest \(24M\)/ }).waitFor({ timeout: 30_000 });
    await recalculation.check();
    await untilInstrumentsListed(page, 6);
    expect(await page.evaluate(`localStorage.getItem('analyticsSettings')`)).toBe('{"months":24}');

    // Custom filters and search: 'Showing X of Y instruments'.
    await page.getByRole('button', { name: 'Toggle Filters' }).click();
    await page.getByText('Showing 6 of 6 instruments').waitFor();
    await page.getByRole('button', { name: 'Add condition' }).click();
    await page.getByRole('spinbutton', { name: 'Filter 1 value' }).fill('2500');
    await page.getByText('Showing 1 of 6 instruments').waitFor();
    expect(await table.locator('tbody tr').count()).toBe(1);
    expect(await analyticsRowText(page, 'TCS')).toContain('TCS');
    // 'Between' without an upper value acts as 'at least': WIPRO (about ₹250) drops out.
    await page.getByRole('combobox', { name: 'Filter 1 condition' }).selectOption('range');
    await page.getByRole('spinbutton', { name: 'Filter 1 value' }).fill('1000');
    await page.getByText('Showing 5 of 6 instruments').waitFor();
    await page.getByRole('spinbutton', { name: 'Filter 1 upper value' }).fill('2500');
    await page.getByText('Showing 4 of 6 instruments').waitFor();
    await page.getByRole('button', { name: 'Clear All' }).click();
    await page.getByRole('searchbox', { name: 'Search Instruments' }).fill('reliance ind');
    await page.getByText('Showing 1 of 6 instruments').waitFor();
    await screenshot(page, 'analytics-filtered-1440');
    await page.getByRole('searchbox', { name: 'Search Instruments' }).fill('');

    // A live tick moves the price and recomputes Performance vs Low from the lowest after the peak.
    const api = await investorApi();
    const figures = (await api.get('/api/analytics/bulk-data-instant?months=24')).body;
    expect(figures.status).toBe('completed');
    const reliance = (figures.data.instruments as Array<{ instrument_token: number; lowestAfterHigh: number }>).find(
      (i) => i.instrument_token === RELIANCE,
    )!;
    const price = await nudgedPrice(api, RELIANCE, 'RELIANCE');
    await forcePrice(await apiAs(web.baseUrl, admin.email, admin.password), RELIANCE, price);
    const shown = await analyticsRowNear(page, 'RELIANCE', price);
    expect(shown.fromLow).toBeCloseTo(((shown.price - reliance.lowestAfterHigh) / reliance.lowestAfterHigh) * 100, 2);
    await screenshot(page, 'analytics-1440');

    // Remove, after confirming.
    await removeTracked(page, 'RELIANCE');
    await page.getByText('RELIANCE removed from analytics').waitFor();
    await page.getByText('Showing 5 of 5 instruments').waitFor();
    expect(await analyticsRowText(page, 'RELIANCE')).toBe('');
    const tracked = await trackedInstruments(api);
    expect(tracked.map((t) => t.tradingsymbol).sort()).toEqual(['HCLTECH', 'INFY', 'TCS', 'TECHM', 'WIPRO']);
    expect(errors).toEqual([]);
    await close();
  }, 150_000);

  it('queues a large basket at the paced rate, shows the processing status while it works, and updates all data', async () => {
    const { page, errors, close } = await signedIn();
    const api = await investorApi();
    const before = (await trackedInstruments(api)).length;
    const total = before + 30;
    await page.goto(`${web.baseUrl}/dashboard/analytics`);
    await page.getByRole('table', { name: 'Analytics instruments' }).waitFor({ timeout: 30_000 });
    const bulk = await openBulkPick(page, /SENSEX stocks/, 30);
    await bulk.getByRole('button', { name: 'Add 30 instruments' }).click();
    await page.getByText('30 instruments queued; processed at 3 per second').waitFor();

    // At 3 per second the queue takes about ten seconds: its counts are on screen meanwhile.
    const status = page.getByRole('region', { name: 'Processing status' });
    await status.getByText('Calculating figures').waitFor();
    await screenshot(page, 'analytics-processing-1440');
    expect(await status.getByTestId('processing-counts').textContent()).toMatch(
      new RegExp(`Total${total}Pending\\d+Processing\\d+Completed\\d+Failed0`),
    );
    await status.waitFor({ state: 'hidden', timeout: 40_000 });
    await untilInstrumentsListed(page, total);

    // Update data: everything is queued again and comes back through the calculating flow.
    await page.getByRole('button', { name: 'Update data' }).click();
    await page.getByText(`Recalculating ${total} instruments`).waitFor();
    await page.getByText('Calculating analytics for 12 months...').waitFor();
    await untilInstrumentsListed(page, total, 40_000);
    expect(errors).toEqual([]);
    await close();
  }, 150_000);

  it('lists failed instruments with their error and retries them from the processing status', async () => {
    const api = await investorApi();
    expect(await settleAnalyticsQueue(api, [RELIANCE, INFY])).toBe(200);
    const tracked = await trackedInstruments(api);
    const victims = tracked.filter((t) => t.instrument_token === RELIANCE || t.instrument_token === INFY);
    expect(victims.map((v) => v.status)).toEqual(['completed', 'completed']);
    const failed = await markAnalyticsFailed(web.infra.db, [RELIANCE, INFY], investor.email);
    expect(failed).toHaveLength(2);

    const { page, errors, close } = await signedIn();
    await page.goto(`${web.baseUrl}/dashboard/analytics`);
    const status = page.getByRole('region', { name: 'Processing status' });
    await status.getByText('Some instruments failed').waitFor({ timeout: 30_000 });
    expect(await status.getByTestId('processing-counts').textContent()).toMatch(
      new RegExp(`Total${tracked.length}Pending0Processing0Completed${tracked.length - 2}Failed2`),
    );
    const list = status.getByRole('list', { name: 'Failed instruments' });
    for (const v of victims)
      expect(await list.getByRole('listitem').filter({ hasText: v.tradingsymbol }).textContent()).toBe(
        `${v.tradingsymbol}No price history for this instrument1 attempt`,
      );
    await screenshot(page, 'analytics-failed-1440');

    await status.getByRole('button', { name: 'Retry failed' }).click();
    await page.getByText('Retrying 2 failed instruments').waitFor();
    // The real processor takes them again and, with history to read, completes them: the card goes.
    await status.waitFor({ state: 'hidden', timeout: 30_000 });
    const after = await trackedInstruments(api);
    for (const v of victims)
      expect(after.find((t) => t.instrument_token === v.instrument_token)?.status).toBe('completed');
    expect(errors).toEqual([]);
    await close();
  }, 120_000);
});

describe('Charts page', () => {
  it('opens from the header search, draws candles and analysis, follows ticks and changes interval', async () => {
    const { page, errors, close } = await signedIn();
    const search = page.getByRole('combobox', { name: 'Search symbols' });
    await search.fill('RELIANCE'); // RELI alone ranks RELIABLE first in the listed universe
    await page.getByRole('option').filter({ hasText: 'RELIANCE' }).first().waitFor();
    await search.press('Enter');
    await page.waitForURL(/\/dashboard\/charts\?symbol=RELIANCE&token=738561$/);
    await candlesDrawn(page);
    expect(await page.getByRole('heading', { name: /RELIANCE/ }).count()).toBeGreaterThan(0);
    await page.getByTestId('analysis').waitFor();
    expect(await page.getByTestId('analysis').textContent()).toMatch(
      /52-week high₹[\d,]+\.\d{2}.*1-year return[+-]?[\d.]+%.*Volatility \(annual\)[\d.]+%/,
    );
    const quarters = page.getByRole('table', { name: 'Quarterly performance' });
    await quarters.locator('tbody tr').first().waitFor();
    expect(await quarters.locator('tbody tr').count()).toBe(8);
    expect(await quarters.locator('tbody tr').first().textContent()).toMatch(/^\d{4}-Q[1-4]/);

    // The header's price follows a forced tick.
    const price = await nudgedPrice(await investorApi(), RELIANCE, 'RELIANCE');
    await forcePrice(await apiAs(web.baseUrl, admin.email, admin.password), RELIANCE, price);
    await untilChartPriceNear(page, price);
    expect(await page.getByTestId('chart-price').textContent()).toContain('Live');
    await screenshot(page, 'charts-1440');

    // Another interval: a new request, the chart drawn again, the choice remembered.
    const candles = await switchInterval(page, '15 minutes candles', RELIANCE, '15minute');
    expect(candles.length).toBeGreaterThan(100);
    expect(await page.getByRole('button', { name: '15 minutes candles' }).getAttribute('aria-pressed')).toBe('true');
    await candlesDrawn(page, 30_000);
    await page.getByText(/15 minutes candles · \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}/).waitFor();
    expect(await page.evaluate(`localStorage.getItem('chartSettings')`)).toBe('{"interval":"15minute"}');
    await page.getByRole('button', { name: '1 day candles' }).click();

    // Only a symbol: the token is looked up and written into the address.
    await page.goto(`${web.baseUrl}/dashboard/charts?symbol=tcs`);
    await page.waitForURL(/\/dashboard\/charts\?symbol=TCS&token=2953217$/);
    await candlesDrawn(page);
    // Neither: a search to pick one.
    await page.goto(`${web.baseUrl}/dashboard/charts`);
    await page.getByText('Choose an instrument').waitFor();
    await page.getByRole('combobox', { name: 'Instrument' }).fill('INFY');
    await page.getByRole('option').filter({ hasText: 'INFOSYS' }).first().click();
    await page.waitForURL(/\/dashboard\/charts\?symbol=INFY&token=408065$/);
    await page.goto(`${web.baseUrl}/dashboard/charts?symbol=NOSUCHSYMBOL`);
    await page.getByText('No instrument found for "NOSUCHSYMBOL"').waitFor();
    expect(errors).toEqual([]);
    await close();
  }, 120_000);
});

describe('Market Data page', () => {
  it('shows top gainers and losers and a searchable table whose rows open charts', async () => {
    const { page, errors, close } = await signedIn();
    await page.goto(`${web.baseUrl}/dashboard/market-data`);
    const gainers = await moverLinks(page, 'Top Gainers');
    const losers = await moverLinks(page, 'Top Losers');
    expect([gainers.length, losers.length]).toEqual([5, 5]);
    expect(gainers[0]).toMatch(/^1[A-Z&-]+.*₹[\d,]+\.\d{2}\+[\d.]+%$/);
    expect(losers[0]).toMatch(/^1[A-Z&-]+.*₹[\d,]+\.\d{2}-[\d.]+%$/);
    await page.getByRole('searchbox', { name: 'Search instruments' }).fill('infosys');
    await page.getByText(/Showing 2 of \d+ instruments/).waitFor();
    await screenshot(page, 'market-data-1440');
    await page.getByRole('table', { name: 'All instruments' }).getByRole('link', { name: /INFY/ }).first().click();
    await page.waitForURL(/\/dashboard\/charts\?symbol=INFY&token=\d+$/);
    expect(errors).toEqual([]);
    await close();
  }, 60_000);
});

describe('phone layout', () => {
  it('fits the three pages on a 375 px screen', async () => {
    const { page, errors, close } = await signedIn(375);
    await page.goto(`${web.baseUrl}/dashboard/analytics`);
    await analyticsRowsShown(page);
    await page.getByRole('button', { name: 'Toggle Filters' }).click();
    await page.getByRole('button', { name: 'Add condition' }).click();
    await screenshot(page, 'analytics-375');
    await page.goto(`${web.baseUrl}/dashboard/charts?symbol=RELIANCE&token=${RELIANCE}`);
    await candlesDrawn(page);
    await page.getByTestId('analysis').waitFor();
    await screenshot(page, 'charts-375');
    await page.goto(`${web.baseUrl}/dashboard/market-data`);
    await page.getByRole('region', { name: 'Top Gainers' }).getByRole('link').first().waitFor();
    await screenshot(page, 'market-data-375');
    // Nothing but the tables' own scroll areas may be wider than the screen.
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await close();
  }, 90_000);
});
