import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { DEMO_USERS } from '@app/contracts';
import { candlesDrawn } from './support/analyticsSteps.js';
import { launchBrowser, screenshot, signedInPage } from './support/browser.js';
import { reloadInstrumentMaster, untilMasterReloaded } from './support/brokerSteps.js';
import { screenshotsAt } from './support/pageTools.js';
import { startWebStack, type WebStack } from './support/webStack.js';

const { admin, investor } = DEMO_USERS;
/** MRF, IRCTC, a BSE-only scrip (Andhra Petrochemicals) and an ETF, as the bundled snapshot lists them. */
const LISTINGS = [
  { symbol: 'MRF', token: 582913, name: 'MRF' },
  { symbol: 'IRCTC', token: 3484417, name: 'INDIAN RAIL TOUR CORP' },
  { symbol: 'ANDHRAPET', token: 500012 * 256 + 4, name: 'ANDHRA PETROCHEMICALS' },
  { symbol: 'NIFTYBEES', token: 2707457, name: 'NIP IND ETF NIFTY BEES' },
];
let web: WebStack;
let browser: Browser;

beforeAll(async () => {
  web = await startWebStack();
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await web?.close();
}, 60_000);

describe('the listed universe in the browser', () => {
  it('opens the chart of MRF, IRCTC, a BSE-only scrip and an ETF, each picked by search', async () => {
    const { page, errors, close } = await signedInPage(browser, web.baseUrl, investor);
    for (const l of LISTINGS) {
      await page.goto(`${web.baseUrl}/dashboard/charts`);
      await page.getByText('Choose an instrument').waitFor();
      await page.getByRole('combobox', { name: 'Instrument' }).fill(l.symbol);
      await page.getByRole('option').filter({ hasText: l.name }).first().click();
      await page.waitForURL(new RegExp(`/dashboard/charts\\?symbol=${l.symbol}&token=${l.token}$`));
      await candlesDrawn(page);
      expect(await page.getByRole('heading', { name: new RegExp(l.symbol) }).count()).toBeGreaterThan(0);
      await screenshot(page, `universe-chart-${l.symbol.toLowerCase()}-1440`);
    }
    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  it('shows the master on the Zerodha Data page: snapshot date, counts per segment, and a reload with progress', async () => {
    const { page, errors, close } = await signedInPage(browser, web.baseUrl, admin);
    await page.goto(`${web.baseUrl}/dashboard/zerodha-data`);
    const master = page.getByRole('region', { name: 'Instrument master' });
    await master.getByTestId('instruments-source').getByText('Bundled snapshot of 2026-05-17').waitFor();
    const segments = master.locator('.counts').filter({ hasText: 'By segment' });
    for (const segment of ['NSE', 'BSE', 'INDICES', 'NFO-FUT', 'MCX-FUT'])
      await segments.locator('.counts__name').getByText(segment, { exact: true }).waitFor();
    expect(await segments.locator('.counts__row').filter({ hasText: 'BSE' }).textContent()).toMatch(/4,101/);
    const loadedAt = await master.getByTestId('instruments-loaded-at').getAttribute('data-value');

    await reloadInstrumentMaster(page, 'bundled');
    const bar = master.getByRole('progressbar', { name: 'Instrument master reload' });
    await bar.waitFor();
    await screenshot(page, 'universe-master-reloading-1440');
    await untilMasterReloaded(page, loadedAt);
    await bar.waitFor({ state: 'detached' });
    await screenshotsAt(page, 'universe-master');
    expect(errors).toEqual([]);
    await close();
  }, 120_000);
});
