import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, BrowserContext } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { DEMO_USERS } from '@app/contracts';
import { launchBrowser, SCREENSHOT_DIR, signInThroughForm, watchedPage, type PageWatch } from './support/browser.js';
import { boxOf, overlap } from './support/fitSteps.js';
import { marketBadge, screenshotOf } from './support/marketStatusSteps.js';
import { startWebStack, type WebStack } from './support/webStack.js';

const { investor } = DEMO_USERS;
const HOLIDAY = 'Prakash Gurpurb Sri Guru Nanak Dev';
// A real browser against the whole stack on a shared 2-core machine: allow for slow moments.
jest.setTimeout(90_000);

let web: WebStack;
let browser: Browser;

beforeAll(async () => {
  // The market service's clock starts at 10:00 IST on Tuesday 24 Nov 2026, Prakash Gurpurb in NSE's and
  // BSE's 2026 lists (NSE/CMTR/71775): the whole path from the bundled calendar to the badge is real.
  web = await startWebStack({ MARKET_ALWAYS_OPEN: 'false', MARKET_CLOCK_START: '2026-11-24T10:00:00+05:30' });
  browser = await launchBrowser();
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await web?.close();
});

/** Signed in, in a browser set to New York's zone (where it is still Monday night), on the holiday. */
async function onTheHoliday(width: number): Promise<PageWatch & { context: BrowserContext }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, timezoneId: 'America/New_York' });
  const watch = await watchedPage(context);
  await signInThroughForm(watch.page, web.baseUrl, investor.email, investor.password);
  return { context, ...watch };
}

describe('market status on an exchange holiday', () => {
  it('names the holiday in the header badge, with each exchange and its next open in IST in the tooltip', async () => {
    const { page, errors, context } = await onTheHoliday(1440);
    const badge = await marketBadge(page);
    expect(badge).toEqual({
      state: 'Market Closed',
      note: HOLIDAY,
      title: [
        `NSE: Market Closed (${HOLIDAY}), opens 25 Nov, 9:15 am`,
        `BSE: Market Closed (${HOLIDAY}), opens 25 Nov, 9:15 am`,
        // F&O trades its cash market's hours and holidays.
        `NFO: Market Closed (${HOLIDAY}), opens 25 Nov, 9:15 am`,
        `BFO: Market Closed (${HOLIDAY}), opens 25 Nov, 9:15 am`,
        `MCX: Market Closed (${HOLIDAY}), opens 24 Nov, 5:00 pm`,
        'Times in IST',
      ].join('\n'),
    });
    await screenshotOf(page, 'header.app-header', 'market-status-holiday-header-1440');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the longer badge clear of the index tiles and the search at 1366 px', async () => {
    const { page, errors, context } = await onTheHoliday(1366);
    await marketBadge(page);
    const tiles = page.locator('[data-testid^=index-tile-]');
    await tiles.nth(3).waitFor();
    const badge = await boxOf(page.locator('.market-badge'));
    const others = [await boxOf(page.getByRole('combobox', { name: 'Search symbols' }))];
    for (let i = 0; i < 4; i++) others.push(await boxOf(tiles.nth(i)));
    expect(others.filter((box) => overlap(badge, box))).toEqual([]);
    await screenshotOf(page, 'header.app-header', 'market-status-holiday-header-1366');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("names the holiday on NSE and BSE in the Overview's Market Status card, and counts to MCX's evening", async () => {
    const { page, errors, context } = await onTheHoliday(1440);
    const card = page.getByRole('region', { name: 'Market Status' });
    await card.getByTestId('market-NSE-note').waitFor();
    expect(await card.getByTestId('market-NSE-note').textContent()).toBe(HOLIDAY);
    expect(await card.getByTestId('market-BSE-note').textContent()).toBe(HOLIDAY);
    expect(await card.getByTestId('market-NSE').textContent()).toMatch(
      new RegExp(`Closedopens in 23h 1[45]m${HOLIDAY}$`),
    );
    expect(await card.getByTestId('market-MCX').textContent()).toMatch(
      new RegExp(`Closedopens in (7h|6h 59m)${HOLIDAY}$`),
    );
    await screenshotOf(page, 'section[aria-label="Market Status"]', 'market-status-holiday-card');
    expect(errors).toEqual([]);
    await context.close();
  });
});
