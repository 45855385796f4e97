import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_USERS } from '@app/contracts';
import { apiAs, forcePrice } from './support/api.js';
import { launchBrowser, screenshot, signInThroughForm, watchedPage } from './support/browser.js';
import {
  addContainer,
  cellBackgrounds,
  columnPreview,
  dragBy,
  entryAboveTarget,
  gridBox,
  gridItem,
  openSaveLayout,
  setThresholds,
  storedHeight,
  toastWith,
} from './support/gridSteps.js';
import { startWebStack, type WebStack } from './support/webStack.js';
import { waitFor } from '../support/wait.js';

const { admin, investor } = DEMO_USERS;
jest.setTimeout(120_000);

let web: WebStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  web = await startWebStack();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  ({ page, errors } = await watchedPage(context));
  await signInThroughForm(page, web.baseUrl, investor.email, investor.password);
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await web?.close();
});

const item = (id: string) => gridItem(page, id);
const toast = (text: string | RegExp) => toastWith(page, text);
const box = (id: string) => gridBox(page, id);

describe('Overview grid', () => {
  it('starts empty with the call to add a first container', async () => {
    await page.getByText('No Containers Added').waitFor();
    expect(await page.getByRole('button', { name: 'Add Your First Container' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Custom Layout' }).isVisible()).toBe(true);
  });

  it('lists every container type with its description, size and column hint', async () => {
    await page.getByRole('button', { name: 'Add Your First Container' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Container' });
    const names = await dialog.locator('.add-dialog__name').allTextContents();
    expect(names).toEqual(['Live Portfolio', 'Watchlist', 'Analytics', 'Loss Cover', 'Re-Buy Opportunities']);
    expect(await dialog.getByText('Default size 6 × 6').count()).toBe(1);
    expect(await dialog.getByText('Customizable columns').count()).toBe(5);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('configures columns before adding: required ones stay on, the order is numbered and can change', async () => {
    await addContainer(page, /Watchlist/, async (columns) => {
      expect(await columns.getByRole('checkbox', { name: /Instrument/ }).isDisabled()).toBe(true);
      await columns.getByRole('checkbox', { name: /Live Price/ }).uncheck();
      expect(await columnPreview(columns)).toEqual(['1Instrument', '2Target Price', '3Difference', '4Actions']);
      await columns.getByRole('button', { name: 'Move Difference up' }).click();
      expect(await columnPreview(columns)).toEqual(['1Instrument', '2Difference', '3Target Price', '4Actions']);
    });
    await toast('Watchlist added to layout').waitFor();
    await item('watchlist').waitFor();
    await addContainer(page, /Live Portfolio/);
    await toast('Live Portfolio added to layout').waitFor();
    await item('live-portfolio').waitFor();
    // Added beside the watchlist, in the free right half.
    expect(Math.round((await box('live-portfolio')).y)).toBe(Math.round((await box('watchlist')).y));
    expect((await box('live-portfolio')).x).toBeGreaterThanOrEqual(
      (await box('watchlist')).x + (await box('watchlist')).width,
    );

    await page.getByRole('button', { name: 'Add Container' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Container' });
    expect(await dialog.locator('.add-dialog__name').allTextContents()).toEqual([
      'Analytics',
      'Loss Cover',
      'Re-Buy Opportunities',
    ]);
    await page.keyboard.press('Escape');
  });

  it('drags a container by its header and resizes it from the corner', async () => {
    const before = await box('live-portfolio');
    const watchlist = await box('watchlist');
    // Down under the watchlist, to the left half.
    await dragBy(page, item('live-portfolio').locator('.gc__drag'), watchlist.x - before.x, watchlist.height + 40);
    const moved = await box('live-portfolio');
    expect(moved.x).toBeLessThan(before.x - before.width / 2);
    expect(moved.y).toBeGreaterThan(before.y);

    await dragBy(page, item('live-portfolio').locator('.react-resizable-handle-se'), 0, 160);
    expect((await box('live-portfolio')).height).toBeGreaterThan(moved.height + 100);
  });

  it('saves the layout by name with Enter and makes it the selected layout', async () => {
    const dialog = await openSaveLayout(page);
    await dialog.getByText('This layout contains 2 containers').waitFor();
    await dialog.getByLabel('Layout name').fill('  Morning watch  ');
    await dialog.getByLabel('Layout name').press('Enter');
    await toast('Layout "Morning watch" saved and set as default').waitFor();
    await page.getByRole('button', { name: 'Morning watch' }).waitFor();
  });

  it('auto-saves a change into the active layout about 2 s later', async () => {
    const me = await apiAs(web.baseUrl, investor.email, investor.password);
    const heightOf = () => storedHeight(me, 'Morning watch', 'watchlist');
    const before = await heightOf();
    await dragBy(page, item('watchlist').locator('.react-resizable-handle-se'), 0, 130);
    const after = await waitFor('the resize to be saved', heightOf, (h) => h > before);
    expect(after).toBeGreaterThan(before);
  });

  it('finds the layout, its places and column choices restored after a reload', async () => {
    const positions = { w: await box('watchlist'), p: await box('live-portfolio') };
    await page.waitForTimeout(1500);
    await page.reload();
    await item('live-portfolio').waitFor();
    const after = { w: await box('watchlist'), p: await box('live-portfolio') };
    expect(Math.round(after.p.x)).toBe(Math.round(positions.p.x));
    expect(Math.round(after.p.height)).toBe(Math.round(positions.p.height));
    expect(Math.round(after.w.y)).toBe(Math.round(positions.w.y));
    await item('watchlist').getByRole('button', { name: 'Customize Watchlist columns' }).click();
    const columns = page.getByRole('dialog', { name: 'Customize Watchlist Columns' });
    expect(await columnPreview(columns)).toEqual(['1Instrument', '2Difference', '3Target Price', '4Actions']);
    await columns.getByRole('button', { name: 'Cancel' }).click();
  });

  it('maximizes one container and restores it with Escape', async () => {
    await item('watchlist').getByRole('button', { name: 'Maximize' }).click();
    const region = page.getByRole('region', { name: 'Maximized container' });
    await region.waitFor();
    const b = (await region.boundingBox())!;
    expect(b.width).toBeGreaterThan(1000);
    await screenshot(page, 'overview-maximized-1440');
    await page.keyboard.press('Escape');
    await region.waitFor({ state: 'hidden' });
  });

  it('keeps a container summary expanded across a reload', async () => {
    const me = await apiAs(web.baseUrl, investor.email, investor.password);
    const stored = async () => JSON.stringify((await me.get('/api/settings/collapsible-states')).body.data.states);
    const before = await stored();
    const toggle = item('watchlist').getByRole('button', { name: 'Expand summary' });
    await toggle.click();
    await item('watchlist').getByRole('button', { name: 'Collapse summary' }).waitFor();
    await waitFor('the expanded summary to be saved', stored, (now) => now !== before);
    await page.reload();
    await item('watchlist').getByRole('button', { name: 'Collapse summary' }).waitFor();
    expect(await item('live-portfolio').getByRole('button', { name: 'Expand summary' }).count()).toBe(1);
  });

  it('loads a saved layout back after changes, and deletes it after asking', async () => {
    // With auto-save on, the removal would be written into "Morning watch" itself before it is loaded back.
    await page.getByRole('switch', { name: 'Auto-save' }).click();
    await page.getByRole('switch', { name: 'Auto-save', checked: false }).waitFor();
    await item('live-portfolio').getByRole('button', { name: 'Remove Portfolio' }).click();
    await toast('Container removed from layout').waitFor();
    await item('live-portfolio').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Morning watch' }).click();
    const menu = page.getByRole('menu', { name: 'Saved layouts' });
    await menu.getByRole('menuitem', { name: /^Morning watch 2 containers/ }).click();
    await toast('Layout "Morning watch" loaded and set as default').waitFor();
    await item('live-portfolio').waitFor();

    await page.getByRole('button', { name: 'Morning watch' }).click();
    await page.getByRole('menuitem', { name: 'Delete layout Morning watch' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete layout' });
    await confirm.getByText('Are you sure you want to delete this layout?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast('Layout deleted successfully').waitFor();
    await page.getByRole('button', { name: 'Custom Layout' }).waitFor();
  });

  it("restores the server's active layout when the browser has no current layout", async () => {
    const dialog = await openSaveLayout(page);
    await dialog.getByLabel('Layout name').fill('Evening');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast('Layout "Evening" saved and set as default').waitFor();
    await page.evaluate("localStorage.removeItem('layoutSettings')");
    await page.reload();
    await toast('Restored saved layout: "Evening"').waitFor();
    await item('live-portfolio').waitFor();
  });

  it('turns dragging off on a phone, stacking containers full width', async () => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const { page: p, errors: phoneErrors } = await watchedPage(phone);
    await signInThroughForm(p, web.baseUrl, investor.email, investor.password);
    await p.getByTestId('grid-item-watchlist').waitFor();
    expect(await p.locator('.gc__drag').count()).toBe(0);
    expect(await p.locator('.react-resizable-handle:visible').count()).toBe(0);
    const a = (await p.getByTestId('grid-item-watchlist').boundingBox())!;
    const b = (await p.getByTestId('grid-item-live-portfolio').boundingBox())!;
    expect(Math.round(a.x)).toBe(Math.round(b.x));
    await screenshot(p, 'overview-375');
    expect(phoneErrors).toEqual([]);
    await phone.close();
  });

  it('adds the other containers, each with its own caption, summary and live rows', async () => {
    await addContainer(page, /Analytics/);
    await addContainer(page, /Loss Cover/);
    await addContainer(page, /Re-Buy Opportunities/);
    await page.getByRole('button', { name: 'Add Container' }).click();
    await page.getByText('All available containers are already added to the layout.').waitFor();
    await page.keyboard.press('Escape');

    await item('live-portfolio').getByText('Profit ≥ ₹7,000 or Loss ≥ ₹1,000', { exact: true }).waitFor();
    await item('watchlist')
      .getByText(/^\d+ of 3 targets reached$/)
      .waitFor();
    await item('analytics').getByText('Time Range: 12 months', { exact: true }).waitFor();
    await item('loss-cover').getByText('5% - 100% loss range', { exact: true }).waitFor();
    await item('rebuy').getByText('2 symbols, 2 entries', { exact: true }).waitFor();
    await item('rebuy').getByRole('row', { name: /ITC/ }).waitFor();
    await item('loss-cover').getByRole('row', { name: /INFY/ }).waitFor();
    await item('analytics').getByText('No instruments added').waitFor();
  });

  it('filters the portfolio container by its thresholds, set in its settings panel', async () => {
    const container = item('live-portfolio');
    await setThresholds(container, '0', '0');
    await toast('Preferences saved').waitFor();
    await container.getByText('Profit ≥ ₹0 or Loss ≥ ₹0', { exact: true }).waitFor();
    const all = await container.locator('tbody tr').count();
    expect(all).toBeGreaterThanOrEqual(5);
    await setThresholds(container, '9999999', '9999999');
    await container.getByText('No positions match current filters').waitFor();
    await container.getByText('Adjust profit/loss thresholds in settings').waitFor();
  });

  it('alerts when a live price crosses a watchlist target, and the row turns reached', async () => {
    const me = await apiAs(web.baseUrl, investor.email, investor.password);
    const target = await entryAboveTarget(me);
    const row = item('watchlist').getByRole('row', { name: new RegExp(target.tradingsymbol) });
    expect(await row.getAttribute('class')).not.toContain('wl-row--reached');
    const below = Math.round((target.target_price * 0.97) / 0.05) * 0.05;
    await forcePrice(
      await apiAs(web.baseUrl, admin.email, admin.password),
      target.instrument_token,
      Number(below.toFixed(2)),
    );
    await toast(`Target reached for ${target.tradingsymbol}!`).waitFor({ timeout: 15_000 });
    await item('watchlist')
      .locator('tr.wl-row--reached', { hasText: target.tradingsymbol })
      .waitFor({ timeout: 15_000 });
  });

  it("colours cells by the user's rules first, then by row colours", async () => {
    const me = await apiAs(web.baseUrl, investor.email, investor.password);
    const rule = await me.post('/api/settings/conditional-formatting', {
      table_name: 'portfolio',
      rule_name: 'every P&L',
      condition_type: 'greater_than',
      condition_value: -1e9,
      condition_column: 'profitLoss',
      background_color: '#123456',
      priority: 5,
    });
    expect(rule.status).toBe(201);
    expect(
      (
        await me.post('/api/settings/row-colors', {
          table_name: 'portfolio',
          row_identifier: 'INFY',
          background_color: '#224466',
        })
      ).status,
    ).toBeLessThan(300);
    await page.goto(`${web.baseUrl}/dashboard/portfolio`);
    const infy = page.getByRole('row', { name: /INFY/ }).first();
    await infy.waitFor();
    const colours = await cellBackgrounds(infy);
    expect(colours).toContain('rgb(18, 52, 86)');
    expect(colours[0]).toBe('rgb(34, 68, 102)');
    await page.goto(`${web.baseUrl}/dashboard`);
    await item('watchlist').waitFor();
  });

  it('had no console errors', async () => {
    await screenshot(page, 'overview-1440');
    expect(errors).toEqual([]);
  });
});
