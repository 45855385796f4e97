import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { DEMO_USERS } from '@app/contracts';
import { apiAs } from './support/api.js';
import { launchBrowser, screenshot, signedInPage, watchedPage, signInThroughForm } from './support/browser.js';
import { gridBox, gridItem } from './support/gridSteps.js';
import {
  focusAfterTabs,
  headerLabels,
  lastUsedPlace,
  previewLabels,
  selectAllColumns,
  settingsLabels,
  useLayout,
  type Place,
} from './support/keyboardSteps.js';
import { startWebStack, type WebStack } from './support/webStack.js';
import { waitFor } from '../support/wait.js';

const { admin, investor } = DEMO_USERS;
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

const place = (i: string, x: number, y: number, w: number, h: number): Place => ({ i, x, y, w, h });

/** Waits until a container's box holds still (the grid animates moves). */
const settled = (page: Page, id: string) =>
  waitFor(
    `${id} to stop moving`,
    async () => {
      const a = JSON.stringify(await gridBox(page, id));
      await page.waitForTimeout(100);
      return a === JSON.stringify(await gridBox(page, id));
    },
    Boolean,
  );

describe('keyboard: a container moved and resized without a mouse', () => {
  it('moves with the arrow keys, resizes with Shift, announces the place and saves it as a drag would', async () => {
    const me = await apiAs(web.baseUrl, investor.email, investor.password);
    await useLayout(me, [place('live-portfolio', 0, 0, 6, 8), place('watchlist', 0, 8, 6, 6)]);
    const { page, close } = await signedInPage(browser, web.baseUrl, investor);
    try {
      await gridItem(page, 'watchlist').getByRole('row').nth(1).waitFor({ timeout: 30_000 });
      const handle = gridItem(page, 'watchlist').getByRole('button', { name: 'Move or resize Watchlist' });
      await handle.focus();
      for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Shift+ArrowDown');
      await page.keyboard.press('Shift+ArrowDown');
      await page.keyboard.press('Shift+ArrowLeft');
      // At 1440 px the canvas is under 1,200 px, so the grid has 10 columns: the place is told in them.
      const announced = gridItem(page, 'watchlist').getByTestId('arrange-place');
      expect(await announced.textContent()).toBe('Column 6, row 1, 4 wide and 8 high');
      const focused = await page.evaluate('document.activeElement?.getAttribute("aria-label")');
      expect(focused).toBe('Move or resize Watchlist');
      await settled(page, 'watchlist');
      await screenshot(page, 'overview-keyboard-moved-1440');

      // Up beside the portfolio, on its right, one column narrower and two rows taller.
      const portfolio = await gridBox(page, 'live-portfolio');
      const moved = await gridBox(page, 'watchlist');
      expect(moved.x).toBeGreaterThan(portfolio.x + portfolio.width);
      expect(Math.round(moved.y)).toBe(Math.round(portfolio.y));
      expect(moved.width).toBeLessThan(portfolio.width);

      // Stored in 12 columns, as the grid stores a drag made in 10.
      const saved = await waitFor(
        'the keyboard move to reach the last-used layout',
        () => lastUsedPlace(me, 'watchlist'),
        (p) => JSON.stringify(p) === JSON.stringify(place('watchlist', 6, 0, 5, 8)),
      );
      expect(saved).toEqual(place('watchlist', 6, 0, 5, 8));

      await page.reload();
      await gridItem(page, 'watchlist').waitFor();
      await settled(page, 'watchlist');
      const after = await gridBox(page, 'watchlist');
      expect([Math.round(after.x), Math.round(after.y), Math.round(after.width)]).toEqual([
        Math.round(moved.x),
        Math.round(moved.y),
        Math.round(moved.width),
      ]);
    } finally {
      await close();
    }
  });
});

// Every column of each container, as part 2's column sets name them.
const SPEC_LABELS: Record<string, [string, string[]]> = {
  'live-portfolio': [
    'Live Portfolio',
    ['Name', 'Buy Price', 'Quantity', 'Amount', 'Live Price', 'P&L Cash', 'P&L %', 'Actions'],
  ],
  watchlist: ['Watchlist', ['Instrument', 'Live Price', 'Target Price', 'Difference', 'Actions']],
  analytics: [
    'Analytics',
    ['Trading Symbol', 'Live Price', 'Highest (12M)', 'Lowest After Peak', 'Performance vs Low', 'Performance vs High'],
  ],
  'loss-cover': [
    'Loss Cover',
    ['Instrument', 'Loss %', 'Live Price', 'Buy Price', 'Cash Loss', 'Quantity', 'Current Value', 'Unrealized P&L'],
  ],
  rebuy: [
    'Re-Buy Opportunities',
    ['Instrument', 'Buy Price', 'Sell Price', 'Live Price', 'Current Gain/Loss', 'Current Gain/Loss %', 'Actions'],
  ],
};
const FIVE = [
  place('live-portfolio', 0, 0, 6, 8),
  place('watchlist', 6, 0, 6, 6),
  place('analytics', 0, 8, 6, 8),
  place('loss-cover', 6, 6, 6, 8),
  place('rebuy', 0, 16, 6, 8),
];

describe('labels and dialogs on an Overview with all five containers', () => {
  let page: Page;
  let close: () => Promise<void>;
  beforeAll(async () => {
    await useLayout(await apiAs(web.baseUrl, investor.email, investor.password), FIVE);
    ({ page, close } = await signedInPage(browser, web.baseUrl, investor));
    await gridItem(page, 'rebuy').waitFor();
  });
  afterAll(() => close?.());

  it('names each column the same in the column dialog, the table header and Settings > Containers', async () => {
    const shown: Record<string, { dialog: string[]; table: string[] }> = {};
    for (const [id, [name]] of Object.entries(SPEC_LABELS)) {
      await gridItem(page, id)
        .getByRole('button', { name: new RegExp(`^Customize .* columns$`) })
        .click();
      const dialog = page.getByRole('dialog', { name: `Customize ${name} Columns` });
      await selectAllColumns(dialog);
      const labels = await previewLabels(dialog);
      await dialog.getByRole('button', { name: 'Save Configuration' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await gridItem(page, id).getByRole('table').first().waitFor({ timeout: 30_000 });
      shown[id] = { dialog: labels, table: await headerLabels(gridItem(page, id)) };
    }
    await screenshot(page, 'overview-every-column-1440');
    await page.goto(`${web.baseUrl}/dashboard/settings?section=containers`);
    await page.getByRole('region', { name: 'Column configurations' }).waitFor();
    await screenshot(page, 'settings-containers-columns-1440');
    for (const [id, [name, expected]] of Object.entries(SPEC_LABELS)) {
      const { dialog, table } = shown[id]!;
      expect({ id, table }).toEqual({ id, table: dialog });
      expect({ id, settings: await settingsLabels(page, name) }).toEqual({ id, settings: dialog });
      expect({ id, labels: [...dialog].sort() }).toEqual({ id, labels: [...expected].sort() });
    }
  });

  it('keeps Tab and Shift+Tab inside every dialog, the Add Container dialog with nothing left too', async () => {
    await page.goto(`${web.baseUrl}/dashboard`);
    await gridItem(page, 'rebuy').waitFor();
    const inside = (n: number) => Array.from({ length: 2 * n }, () => 'in');

    await page.getByRole('button', { name: 'Add Container' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Container' });
    await dialog.getByText('All available containers are already added to the layout.').waitFor();
    expect(await focusAfterTabs(page, dialog, 3)).toEqual(inside(3));
    await page.keyboard.press('Escape');

    await gridItem(page, 'watchlist').getByRole('button', { name: 'Customize Watchlist columns' }).click();
    dialog = page.getByRole('dialog', { name: 'Customize Watchlist Columns' });
    expect(await focusAfterTabs(page, dialog, 20)).toEqual(inside(20));
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Save Layout' });
    expect(await focusAfterTabs(page, dialog, 6)).toEqual(inside(6));
    await dialog.getByLabel('Layout name').fill('Five');
    await dialog.getByLabel('Layout name').press('Enter');
    await page.getByRole('button', { name: 'Five' }).click();
    await page.getByRole('menuitem', { name: 'Delete layout Five' }).click();
    dialog = page.getByRole('dialog', { name: 'Delete layout' });
    expect(await focusAfterTabs(page, dialog, 4)).toEqual(inside(4));
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await gridItem(page, 'rebuy')
      .getByRole('button', { name: /^Remove / })
      .click();
    await page.getByRole('button', { name: 'Add Container' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Container' });
    await dialog.getByRole('radio', { name: /Re-Buy/ }).waitFor();
    expect(await focusAfterTabs(page, dialog, 6)).toEqual(inside(6));
    await page.keyboard.press('Escape');
  });
});

const MONTHS = 'January February March April May June July August September October November December'.split(' ');

describe('one time zone: a browser in UTC sees every date in IST', () => {
  it('groups and shows a sale made at 23:46 UTC on the next day, in the sold list, Recent Activity, Re-Buy and saved layouts', async () => {
    // 23:46 UTC twenty days ago is 05:16 the next morning in India.
    const utcDay = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
    const at = `${utcDay}T23:46:00.000Z`;
    const ist = new Date(Date.parse(`${utcDay}T12:00:00Z`) + 86_400_000);
    const [d, m, y] = [ist.getUTCDate(), MONTHS[ist.getUTCMonth()]!, ist.getUTCFullYear()];
    const short = `${d} ${m.slice(0, 3)}`;

    const me = await apiAs(web.baseUrl, admin.email, admin.password);
    const held = await me.post('/api/portfolio/manual/positions', {
      tradingSymbol: 'INFY',
      instrumentToken: 408065,
      exchange: 'NSE',
      buyPrice: 1500,
      quantity: 37,
    });
    const sold = await me.post(`/api/portfolio/manual/positions/${held.body.data.position.id}/sell`, {
      sellPrice: 1400,
      soldAt: at,
    });
    expect(sold.status).toBe(200);
    const layout = { layout: [place('watchlist', 0, 0, 6, 6)], containers: ['watchlist'], columnConfigs: {} };
    expect((await me.post('/api/settings/layouts', { name: 'Evening', ...layout })).status).toBeLessThan(300);
    await web.infra.db.query(`UPDATE settings.layouts SET updated_at = $1 WHERE name = 'Evening'`, [at]);

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, timezoneId: 'UTC' });
    const { page } = await watchedPage(context);
    try {
      await signInThroughForm(page, web.baseUrl, admin.email, admin.password);
      expect(await page.evaluate('Intl.DateTimeFormat().resolvedOptions().timeZone')).toBe('UTC');

      await page.goto(`${web.baseUrl}/dashboard/portfolio?tab=sold`);
      const day = page.locator('.pf-day').filter({ hasText: 'INFY' });
      await day.waitFor();
      expect(await day.locator('.pf-day__title').textContent()).toBe(`${d} ${m} ${y}`);
      expect(await page.locator('.pf-month__title').first().textContent()).toBe(`${m} ${y}`);
      expect(await day.getByRole('row').filter({ hasText: 'INFY' }).textContent()).toMatch(
        new RegExp(`${short}, 5:16\\s?am`, 'i'),
      );
      await screenshot(page, 'sold-ist-day-utc-browser-1440');

      await page.goto(`${web.baseUrl}/dashboard`);
      const activity = page.getByRole('region', { name: 'Recent Activity' });
      const sale = activity.locator('.activity__item').filter({ hasText: 'Closed 37 INFY' });
      await sale.waitFor();
      expect(await sale.locator('time').textContent()).toBe(`${short} ${y}`);
      expect(await sale.locator('time').getAttribute('title')).toMatch(new RegExp(`^${short} ${y}, 5:16\\s?am$`, 'i'));

      await page.getByRole('button', { name: 'Custom Layout' }).click();
      expect(await page.getByRole('menuitem', { name: /^Evening/ }).textContent()).toContain(`· ${short} ${y}`);
      await page.keyboard.press('Escape');

      await page.goto(`${web.baseUrl}/dashboard/rebuy`);
      await page.getByRole('button', { name: 'Show entries of INFY' }).click();
      const entries = page.getByRole('table', { name: 'Individual re-buy entries of INFY' });
      expect(await entries.locator('tbody tr td').first().textContent()).toBe(
        `${String(d).padStart(2, '0')} ${m.slice(0, 3)} ${y}`,
      );
    } finally {
      await context.close();
    }
  });
});
