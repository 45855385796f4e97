import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { DEMO_USERS } from '@app/contracts';
import { apiAs, forcePrice } from './support/api.js';
import { launchBrowser, screenshot, signedInPage, waitForPath } from './support/browser.js';
import { startWebStack, type WebStack } from './support/webStack.js';

const { admin, investor } = DEMO_USERS;
const NIFTY50 = 256265;
// A real browser against the whole stack on a shared 2-core machine: allow for slow moments.
jest.setTimeout(90_000);

let web: WebStack;
let browser: Browser;

beforeAll(async () => {
  web = await startWebStack();
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await web?.close();
});

const signedIn = (width = 1440) => signedInPage(browser, web.baseUrl, investor, width);

describe('dashboard shell', () => {
  it('shows the live connection, the market badge and the default indices', async () => {
    const { page, errors, close } = await signedIn();
    await page.locator('[data-testid=connection-indicator][data-state=connected]').waitFor();
    expect(await page.getByTestId('connection-indicator').textContent()).toContain('Live');
    expect(await page.getByTestId('market-status').textContent()).toMatch(/^(Pre-Market|Market Open|Market Closed)$/);
    const tiles = page.locator('[data-testid^=index-tile-]');
    await tiles.nth(3).waitFor({ state: 'attached' });
    expect(await tiles.locator('.index-tile__name').allTextContents()).toEqual([
      'NIFTY50',
      'SENSEX',
      'BANKNIFTY',
      'NIFTYIT',
    ]);
    await screenshot(page, 'shell-1440');
    expect(errors).toEqual([]);
    await close();
  });

  it('moves an index tile when a tick arrives', async () => {
    const { page, close } = await signedIn();
    const tile = page.getByTestId(`index-tile-${NIFTY50}`).locator('.index-tile__price');
    await tile.waitFor();
    const adminApi = await apiAs(web.baseUrl, admin.email, admin.password);
    await forcePrice(adminApi, NIFTY50, 31234.55);
    // The walk goes on from the forced price, so later ticks stay near it (the index was near 26,000).
    await page
      .getByTestId(`index-tile-${NIFTY50}`)
      .locator('.index-tile__price', { hasText: /^31,[0-4]\d\d\.\d\d$/ })
      .waitFor({ timeout: 15_000 });
    await close();
  });

  it('opens Charts from the symbol search (type, see suggestions, press Enter)', async () => {
    const { page, close } = await signedIn();
    const search = page.getByRole('combobox', { name: 'Search symbols' });
    await search.fill('R');
    await page.waitForTimeout(400);
    expect(await page.getByRole('listbox').count()).toBe(0);
    // RELIABLE ranks before RELIANCE for RELI in the whole listed universe: Enter takes the full symbol's first hit.
    await search.fill('RELIANCE');
    const option = page.getByRole('option').filter({ hasText: 'RELIANCE' }).first();
    await option.waitFor();
    expect(await option.textContent()).toMatch(/^RELIANCE.*RELIANCE INDUSTRIES.*₹[\d,]+\.\d{2}NSE · EQ$/);
    await search.press('Enter');
    await waitForPath(page, /\/dashboard\/charts\?symbol=RELIANCE&token=738561$/);

    await search.fill('zzzzqq');
    await page.getByText('No instruments found').waitFor();
    await close();
  });

  it('changes header indices through the picker, two per side', async () => {
    const { page, close } = await signedIn();
    await page.locator('[data-testid^=index-tile-]').nth(3).waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Choose header indices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Header indices' });
    await dialog.getByText('NIFTY PHARMA').waitFor();
    expect(await dialog.getByText('4 / 4 selected').count()).toBe(1);
    // The left side is full: adding a third there is disabled.
    expect(await dialog.getByRole('button', { name: 'Show NIFTY PHARMA on the left' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Sector Focus' }).click();
    await dialog.getByRole('searchbox', { name: 'Search indices' }).fill('nothing-like-this');
    await dialog.getByText('No indices found matching the search term.').waitFor();
    await dialog.getByRole('searchbox', { name: 'Search indices' }).fill('');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const names = page.locator('[data-testid^=index-tile-] .index-tile__name');
    await page
      .locator('[data-testid^=index-tile-]')
      .first()
      .locator('.index-tile__name', { hasText: /^BANKNIFTY$/ })
      .waitFor();
    expect(await names.allTextContents()).toEqual(['BANKNIFTY', 'NIFTYIT', 'NIFTYPHARMA', 'NIFTYAUTO']);
    // Stored on the server: a reload keeps them.
    await page.reload();
    await page.locator('[data-testid^=index-tile-]').nth(3).waitFor({ state: 'attached' });
    expect(await names.allTextContents()).toEqual(['BANKNIFTY', 'NIFTYIT', 'NIFTYPHARMA', 'NIFTYAUTO']);
    await close();
  });

  it('collapses the sidebar and remembers it', async () => {
    const { page, close } = await signedIn();
    const sidebar = page.locator('#app-sidebar');
    expect(await sidebar.getAttribute('class')).toContain('sidebar--expanded');
    expect(Math.round((await sidebar.boundingBox())!.width)).toBe(256);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    expect(await sidebar.getAttribute('class')).toContain('sidebar--collapsed');
    await page.reload();
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    expect(await sidebar.getAttribute('class')).toContain('sidebar--collapsed');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await close();
  });

  it('uses an overlay sidebar on a phone that closes after navigating', async () => {
    const { page, errors, close } = await signedIn(375);
    const sidebar = page.locator('#app-sidebar');
    expect(await sidebar.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await sidebar.getByRole('link', { name: 'Watchlist' }).click();
    await waitForPath(page, /\/dashboard\/watchlist$/);
    await sidebar.waitFor({ state: 'hidden' });
    await screenshot(page, 'shell-375');
    expect(errors).toEqual([]);
    await close();
  });

  it('hides the header under auto-hide, shows it near the top edge, and keeps the choice on the server', async () => {
    const { page, close } = await signedIn();
    const hidden = page.locator('header.app-header.app-header--hidden');
    await page.getByRole('button', { name: 'Turn on auto-hide header' }).click();
    await page.getByRole('button', { name: 'Turn off auto-hide header' }).waitFor();
    // Turning it on holds the header in view for 3 s; after that, the pointer away from the top edge
    // hides it after the 1 s delay.
    const turnedOn = Date.now();
    for (let y = 500; (await hidden.count()) === 0; y = y === 500 ? 540 : 500) {
      if (Date.now() - turnedOn > 12_000) throw new Error('the header did not hide');
      await page.mouse.move(700, y);
      await page.waitForTimeout(250);
    }
    expect(Date.now() - turnedOn).toBeGreaterThanOrEqual(3000);
    await page.mouse.move(720, 10);
    await hidden.waitFor({ state: 'detached', timeout: 2000 });
    await page.reload();
    await page.getByRole('button', { name: 'Turn off auto-hide header' }).waitFor();
    await page.getByRole('button', { name: 'Turn off auto-hide header' }).click();
    await page.getByRole('button', { name: 'Turn on auto-hide header' }).waitFor();
    await close();
  });

  it('reaches the main navigation and the user menu by keyboard', async () => {
    const { page, close } = await signedIn();
    await page.getByRole('button', { name: /User menu/ }).focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('menuitem', { name: 'Settings' }).waitFor();
    expect(await page.evaluate('document.activeElement?.textContent')).toContain('Settings');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await close();
  });
});
