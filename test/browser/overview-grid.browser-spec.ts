import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_USERS } from '@app/contracts';
import { apiAs, forcePrice } from './support/api.js';
import { launchBrowser, screenshot, signInThroughForm, watchedPage } from './support/browser.js';
import { startWebStack, type WebStack } from './support/webStack.js';

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

const item = (id: string) => page.getByTestId(`grid-item-${id}`);
const toast = (text: string | RegExp) => page.locator('.toast-surface').filter({ hasText: text }).first();

async function addContainer(name: RegExp, configure?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('button', { name: /^(Add Container|Add Your First Container)$/ }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Container' });
  await dialog.getByRole('radio', { name }).click();
  await dialog.getByRole('button', { name: 'Next: Configure Columns' }).click();
  const columns = page.getByRole('dialog', { name: /^Customize .* Columns$/ });
  await columns.waitFor();
  if (configure) await configure(columns);
  await columns.getByRole('button', { name: 'Save Configuration' }).click();
}

/** An item's box relative to the grid canvas, so page scrolling does not matter. */
async function box(id: string) {
  const b = await item(id).boundingBox();
  const canvas = await page.locator('.dash-grid__canvas').boundingBox();
  if (!b || !canvas) throw new Error(`${id} is not on the page`);
  return { x: b.x - canvas.x, y: b.y - canvas.y, width: b.width, height: b.height };
}

/** Presses on an element (scrolled into view first), moves the mouse by dx, dy in steps, releases. */
async function dragBy(locator: ReturnType<Page['locator']>, dx: number, dy: number) {
  await locator.scrollIntoViewIfNeeded();
  const h = (await locator.boundingBox())!;
  const x = h.x + Math.min(40, h.width / 2);
  const y = h.y + h.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 6, y + 6, { steps: 3 });
  await page.mouse.move(x + dx, y + dy, { steps: 25 });
  await page.mouse.up();
  await page.waitForTimeout(300);
}

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
    await addContainer(/Watchlist/, async (columns) => {
      expect(await columns.getByRole('checkbox', { name: /Instrument/ }).isDisabled()).toBe(true);
      await columns.getByRole('checkbox', { name: /Live Price/ }).uncheck();
      expect(await columns.locator('.cols__preview-list li').allTextContents()).toEqual(['1Instrument', '2Target Price', '3Distance', '4Actions']);
      await columns.getByRole('button', { name: 'Move Distance up' }).click();
      expect(await columns.locator('.cols__preview-list li').allTextContents()).toEqual(['1Instrument', '2Distance', '3Target Price', '4Actions']);
    });
    await toast('Watchlist added to layout').waitFor();
    await item('watchlist').waitFor();
    await addContainer(/Live Portfolio/);
    await toast('Live Portfolio added to layout').waitFor();
    await item('live-portfolio').waitFor();
    // Added at x 0 below the lowest container.
    expect((await box('live-portfolio')).y).toBeGreaterThan((await box('watchlist')).y + (await box('watchlist')).height - 5);

    await page.getByRole('button', { name: 'Add Container' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Container' });
    expect(await dialog.locator('.add-dialog__name').allTextContents()).toEqual(['Analytics', 'Loss Cover', 'Re-Buy Opportunities']);
    await page.keyboard.press('Escape');
  });

  it('drags a container by its header and resizes it from the corner', async () => {
    const before = await box('live-portfolio');
    const watchlist = await box('watchlist');
    // Up beside the watchlist, to its right.
    await dragBy(item('live-portfolio').locator('.gc__drag'), before.width + 30, watchlist.y - before.y);
    const moved = await box('live-portfolio');
    expect(moved.x).toBeGreaterThan(before.x + before.width / 2);
    expect(moved.y).toBeLessThan(before.y);

    await dragBy(item('live-portfolio').locator('.react-resizable-handle-se'), 0, 160);
    expect((await box('live-portfolio')).height).toBeGreaterThan(moved.height + 100);
  });

  it('saves the layout by name with Enter and makes it the selected layout', async () => {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Layout' });
    await dialog.getByText('This layout contains 2 containers').waitFor();
    await dialog.getByLabel('Layout name').fill('  Morning watch  ');
    await dialog.getByLabel('Layout name').press('Enter');
    await toast('Layout "Morning watch" saved and set as default').waitFor();
    await page.getByRole('button', { name: 'Morning watch' }).waitFor();
  });

  it('auto-saves a change into the active layout about 2 s later', async () => {
    const me = await apiAs(web.baseUrl, investor.email, investor.password);
    const heightOf = async () => {
      const layouts = (await me.get('/api/settings/layouts')).body.layouts as Array<{ name: string; layout: Array<{ i: string; h: number }> }>;
      return layouts.find((l) => l.name === 'Morning watch')!.layout.find((l) => l.i === 'watchlist')!.h;
    };
    const before = await heightOf();
    await dragBy(item('watchlist').locator('.react-resizable-handle-se'), 0, 130);
    await page.waitForTimeout(3000);
    expect(await heightOf()).toBeGreaterThan(before);
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
    expect(await columns.locator('.cols__preview-list li').allTextContents()).toEqual(['1Instrument', '2Distance', '3Target Price', '4Actions']);
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
    const toggle = item('watchlist').getByRole('button', { name: 'Expand summary' });
    await toggle.click();
    await item('watchlist').getByRole('button', { name: 'Collapse summary' }).waitFor();
    await page.waitForTimeout(500);
    await page.reload();
    await item('watchlist').getByRole('button', { name: 'Collapse summary' }).waitFor();
    expect(await item('live-portfolio').getByRole('button', { name: 'Expand summary' }).count()).toBe(1);
  });

  it('loads a saved layout back after changes, and deletes it after asking', async () => {
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

  it('restores the server\'s active layout when the browser has no current layout', async () => {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Layout' });
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
    await addContainer(/Analytics/);
    await addContainer(/Loss Cover/);
    await addContainer(/Re-Buy Opportunities/);
    await page.getByRole('button', { name: 'Add Container' }).click();
    await page.getByText('All available containers are already added to the layout.').waitFor();
    await page.keyboard.press('Escape');

    await item('live-portfolio').getByText('Profit ≥ ₹7,000 or Loss ≥ ₹1,000', { exact: true }).waitFor();
    await item('watchlist').getByText(/^\d+ of 3 targets reached$/).waitFor();
    await item('analytics').getByText('Time Range: 12 months', { exact: true }).waitFor();
    await item('loss-cover').getByText('5% - 100% loss range', { exact: true }).waitFor();
    await item('rebuy').getByText('2 symbols, 2 entries', { exact: true }).waitFor();
    await item('rebuy').getByRole('row', { name: /ITC/ }).waitFor();
    await item('loss-cover').getByRole('row', { name: /INFY/ }).waitFor();
    await item('analytics').getByText('No instruments added').waitFor();
  });

  it('filters the portfolio container by its thresholds, set in its settings panel', async () => {
    const container = item('live-portfolio');
    await container.getByRole('button', { name: 'Portfolio settings' }).click();
    await container.getByLabel('Profit Above (₹)').fill('0');
    await container.getByLabel('Loss Below (₹)').fill('0');
    await container.getByRole('button', { name: 'Save' }).click();
    await toast('Preferences saved').waitFor();
    await container.getByText('Profit ≥ ₹0 or Loss ≥ ₹0', { exact: true }).waitFor();
    const all = await container.locator('tbody tr').count();
    expect(all).toBeGreaterThanOrEqual(5);
    await container.getByRole('button', { name: 'Portfolio settings' }).click();
    await container.getByLabel('Profit Above (₹)').fill('9999999');
    await container.getByLabel('Loss Below (₹)').fill('9999999');
    await container.getByRole('button', { name: 'Save' }).click();
    await container.getByText('No positions match current filters').waitFor();
    await container.getByText('Adjust profit/loss thresholds in settings').waitFor();
  });

  it('alerts when a live price crosses a watchlist target, and the row turns reached', async () => {
    const me = await apiAs(web.baseUrl, investor.email, investor.password);
    const entries = (await me.get('/api/watchlist')).body.data.entries as Array<{ instrument_token: number; tradingsymbol: string; target_price: number; current_price: number | null }>;
    const target = entries.find((e) => e.current_price !== null && e.current_price > e.target_price);
    if (!target) throw new Error('no watchlist entry above its target to cross');
    const row = item('watchlist').getByRole('row', { name: new RegExp(target.tradingsymbol) });
    expect(await row.getAttribute('class')).not.toContain('wl-row--reached');
    const below = Math.round((target.target_price * 0.97) / 0.05) * 0.05;
    await forcePrice(await apiAs(web.baseUrl, admin.email, admin.password), target.instrument_token, Number(below.toFixed(2)));
    await toast(`Target reached for ${target.tradingsymbol}!`).waitFor({ timeout: 15_000 });
    await item('watchlist').locator('tr.wl-row--reached', { hasText: target.tradingsymbol }).waitFor({ timeout: 15_000 });
  });

  it('colours cells by the user\'s rules first, then by row colours', async () => {
    const me = await apiAs(web.baseUrl, investor.email, investor.password);
    const rule = await me.post('/api/settings/conditional-formatting', { table_name: 'portfolio', rule_name: 'every P&L', condition_type: 'greater_than', condition_value: -1e9, condition_column: 'profitLoss', background_color: '#123456', priority: 5 });
    expect(rule.status).toBe(201);
    expect((await me.post('/api/settings/row-colors', { table_name: 'portfolio', row_identifier: 'INFY', background_color: '#224466' })).status).toBeLessThan(300);
    await page.goto(`${web.baseUrl}/dashboard/portfolio`);
    const infy = page.getByRole('row', { name: /INFY/ }).first();
    await infy.waitFor();
    const cells = infy.locator('td');
    const colours: string[] = [];
    for (let i = 0; i < (await cells.count()); i++) colours.push(await cells.nth(i).evaluate((td) => (td as unknown as { style: { backgroundColor: string } }).style.backgroundColor));
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
