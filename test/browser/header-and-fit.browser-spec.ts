import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_USERS } from '@app/contracts';
import { join } from 'node:path';
import { apiAs } from './support/api.js';
import {
  launchBrowser,
  SCREENSHOT_DIR,
  screenshot,
  signedInPage,
  signInThroughForm,
  watchedPage,
} from './support/browser.js';
import {
  atWidth,
  boxOf,
  clippedColumns,
  inside,
  overlap,
  sidewaysColumns,
  stillScreenshot,
  type Box,
} from './support/fitSteps.js';
import { addContainer, gridBox, gridItem, toastWith } from './support/gridSteps.js';
import { startWebStack, type WebStack } from './support/webStack.js';

const { investor } = DEMO_USERS;
// A real browser against the whole stack on a shared 2-core machine: allow for slow moments.
jest.setTimeout(120_000);

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

describe('header index tiles', () => {
  it.each([1366, 1440, 1920])('shows both tiles of each side whole, beside the search, at %i px', async (width) => {
    const { page, errors, close } = await signedInPage(browser, web.baseUrl, investor, width);
    const tiles = page.locator('[data-testid^=index-tile-]');
    await tiles.nth(3).waitFor({ state: 'attached' });
    const header = await boxOf(page.locator('header.app-header'));
    const boxes: Box[] = [];
    for (let i = 0; i < 4; i++) {
      expect(await tiles.nth(i).isVisible()).toBe(true);
      boxes.push(await boxOf(tiles.nth(i)));
    }
    const neighbours = [
      await boxOf(page.getByRole('combobox', { name: 'Search symbols' })),
      await boxOf(page.getByRole('button', { name: 'Choose header indices' })),
      await boxOf(page.getByRole('button', { name: /User menu/ })),
      await boxOf(page.getByTestId('connection-indicator')),
      await boxOf(page.getByTestId('market-status')),
    ];
    boxes.forEach((b, i) => {
      expect(inside(b, header)).toBe(true);
      for (const other of [...boxes.slice(i + 1), ...neighbours]) expect(overlap(b, other)).toBe(false);
    });
    // Two on the left of the search box, two on its right.
    const search = neighbours[0]!;
    expect(boxes.map((b) => (b.x < search.x ? 'left' : 'right'))).toEqual(['left', 'left', 'right', 'right']);
    await page.screenshot({ path: join(SCREENSHOT_DIR, `header-${width}.png`), clip: header });
    expect(errors).toEqual([]);
    await close();
  });

  it.each([1280, 375])('opens the index picker from the user menu at %i px', async (width) => {
    const { page, errors, close } = await signedInPage(browser, web.baseUrl, investor, width);
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Header indices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Header indices' });
    await dialog.getByText('4 / 4 selected').waitFor();
    expect(inside(await boxOf(dialog.getByRole('button', { name: 'Done' })), { x: 0, y: 0, width, height: 900 })).toBe(
      true,
    );
    await screenshot(page, `index-picker-${width}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await close();
  });
});

describe('Overview with all five containers', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const FIVE = ['live-portfolio', 'watchlist', 'analytics', 'loss-cover', 'rebuy'] as const;

  beforeAll(async () => {
    // Every position passes the thresholds, so the Portfolio container has rows to show.
    const me = await apiAs(web.baseUrl, investor.email, investor.password);
    await me.post('/api/user/preferences', { preferences: { portfolio_above_cash: 0, portfolio_below_cash: 0 } });
    context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    ({ page, errors } = await watchedPage(context));
    await signInThroughForm(page, web.baseUrl, investor.email, investor.password);
  }, 60_000);
  afterAll(() => context?.close());

  it('puts each new container beside the last one while a half-width slot is free', async () => {
    await page.getByText('No Containers Added').waitFor();
    for (const name of [/Live Portfolio/, /Watchlist/, /Analytics/, /Loss Cover/, /Re-Buy Opportunities/])
      await addContainer(page, name);
    for (const id of FIVE) await gridItem(page, id).waitFor();
    await page.waitForTimeout(600); // the grid's move transitions
    const at = Object.fromEntries(await Promise.all(FIVE.map(async (id) => [id, await gridBox(page, id)] as const)));
    // In the right half, level with the left one (the grid floats containers up into free rows).
    const beside = (left: string, right: string) => {
      const [l, r] = [at[left]!, at[right]!];
      expect(r.x).toBeGreaterThanOrEqual(l.x + l.width);
      expect(r.y < l.y + l.height && l.y < r.y + r.height).toBe(true);
    };
    beside('live-portfolio', 'watchlist');
    beside('analytics', 'loss-cover');
    expect(Math.round(at['rebuy']!.x)).toBe(Math.round(at['live-portfolio']!.x));
  });

  it.each([1440, 1280])('shows every default column of every container at %i px', async (width) => {
    await atWidth(page, width);
    await gridItem(page, 'rebuy').getByRole('row', { name: /ITC/ }).waitFor();
    await gridItem(page, 'loss-cover').getByRole('row', { name: /INFY/ }).waitFor();
    await gridItem(page, 'live-portfolio').locator('tbody tr').first().waitFor();
    await gridItem(page, 'watchlist').locator('tbody tr').first().waitFor();
    await gridItem(page, 'analytics').getByText('No instruments added').waitFor();
    const clipped: Record<string, unknown> = {};
    for (const id of FIVE) clipped[id] = await clippedColumns(page, id);
    await stillScreenshot(page, `overview-five-${width}`);
    expect(Object.entries(clipped).filter(([, c]) => (c as { clipped: string[] }).clipped.length > 0)).toEqual([]);
  });

  it('shows every default column of every container on a 375 px phone, with no sideways scrolling', async () => {
    await atWidth(page, 375, 812);
    // Rows (as cards) with their labelled figures, where the container has rows.
    for (const id of ['live-portfolio', 'watchlist', 'rebuy', 'loss-cover'])
      await gridItem(page, id).locator('dl dt').first().waitFor();
    await stillScreenshot(page, 'overview-five-375');
    const fit: Record<string, unknown> = {};
    for (const id of FIVE) {
      fit[id] = await sidewaysColumns(page, id);
      // The header keeps its title readable and its Remove button in view beside the tools.
      const item = gridItem(page, id);
      const [box, title] = [await boxOf(item), await boxOf(item.locator('.gc__title'))];
      expect([id, title.width > 60]).toEqual([id, true]);
      const remove = await boxOf(item.locator('.gc__header').getByRole('button', { name: /^Remove / }));
      expect([id, inside(remove, box)]).toEqual([id, true]);
    }
    const bad = Object.entries(fit).filter(([, f]) => {
      const { scrolls, clipped } = f as { scrolls: boolean; clipped: string[] };
      return scrolls || clipped.length > 0;
    });
    expect(bad).toEqual([]);
  });

  it('shows the P&L of each position on a 375 px phone', async () => {
    await atWidth(page, 375, 812);
    const portfolio = gridItem(page, 'live-portfolio');
    const container = await boxOf(portfolio);
    for (const label of [/^P&L Cash$/, /^P&L %$/]) {
      // The column's header cell, or its label on a row's card.
      const shown = portfolio.locator('th, dt', { hasText: label }).first();
      await shown.waitFor();
      expect(inside(await boxOf(shown), container)).toBe(true);
    }
    const firstPnl = portfolio.locator('[data-column=profitLoss] dd').first();
    expect(inside(await boxOf(firstPnl), container)).toBe(true);
    expect(await firstPnl.textContent()).toMatch(/₹/);
    await stillScreenshot(page, 'overview-five-375');
    await atWidth(page, 1440);
  });

  it('dims the page behind a maximized container, and a click beside it restores it', async () => {
    await gridItem(page, 'watchlist').getByRole('button', { name: 'Maximize' }).click();
    const region = page.getByRole('region', { name: 'Maximized container' });
    const b = await boxOf(region);
    // Just left of the maximized container, over the grid behind it.
    const hit = await page.evaluate(
      `document.elementFromPoint(${Math.round(b.x - 6)}, ${Math.round(b.y + b.height / 2)})?.className ?? ''`,
    );
    expect(String(hit)).toContain('grid-maximized__backdrop');
    await screenshot(page, 'overview-maximized-backdrop-1440');
    await page.mouse.click(Math.round(b.x - 6), Math.round(b.y + b.height / 2));
    await region.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  it('keeps the toast of an action clear of the page header buttons', async () => {
    await gridItem(page, 'rebuy').getByRole('button', { name: 'Remove Re-Buy Opportunities' }).click();
    const toast = toastWith(page, 'Container removed from layout');
    await toast.waitFor();
    // Back at the top, where the page header's Refresh button is in view.
    await page.evaluate('window.scrollTo(0, 0)');
    await page.waitForTimeout(400);
    const refresh = await boxOf(page.locator('.page-header__actions').first());
    expect(overlap(await boxOf(toast), refresh)).toBe(false);
    expect(overlap(await boxOf(toast), await boxOf(page.locator('header.app-header')))).toBe(false);
    await addContainer(page, /Re-Buy Opportunities/);
    await gridItem(page, 'rebuy').waitFor();
  });

  it.each([1440, 375])(
    'keeps a menu opened from the header above a toast at %i px, so it takes the click',
    async (width) => {
      await atWidth(page, width);
      await gridItem(page, 'rebuy').getByRole('button', { name: 'Remove Re-Buy Opportunities' }).click();
      const toast = toastWith(page, 'Container removed from layout');
      await toast.waitFor();
      await page.getByRole('button', { name: /User menu/ }).click();
      // Toasts sit top-right under the header, where this menu opens: where the two meet, the menu is on top.
      const [a, b] = [await boxOf(toast), await boxOf(page.getByRole('menu'))];
      expect(overlap(a, b)).toBe(true);
      const x = (Math.max(a.x, b.x) + Math.min(a.x + a.width, b.x + b.width)) / 2;
      const y = (Math.max(a.y, b.y) + Math.min(a.y + a.height, b.y + b.height)) / 2;
      const onTop = await page.evaluate(`document.elementFromPoint(${x}, ${y})?.closest('[role=menu]') !== null`);
      expect(onTop).toBe(true);
      await page.keyboard.press('Escape');
      await addContainer(page, /Re-Buy Opportunities/);
      await gridItem(page, 'rebuy').waitFor();
    },
  );
});
