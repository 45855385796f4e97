import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { request, type APIRequestContext, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { DEMO_USERS } from '@app/contracts';
import { launchBrowser, screenshot, signInThroughForm, watchedPage } from './support/browser.js';
import { amount } from './support/money.js';
import { waitUntil } from './support/pageTools.js';
import {
  livePnlOf,
  nearestContract,
  openTab as openTabOf,
  pickInstrument,
  POSITION_COL,
  PORTFOLIO_TABS,
  positionCell,
  positionRow as positionRowOf,
  submitPosition,
} from './support/portfolioSteps.js';
import { startWebStack, type WebStack } from './support/webStack.js';

const { admin, investor } = DEMO_USERS;
const RELIANCE = { token: 738561, buy: 1385.5, qty: 40 };

let web: WebStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let adminApi: APIRequestContext;

beforeAll(async () => {
  web = await startWebStack();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  ({ page, errors } = await watchedPage(context));
  await signInThroughForm(page, web.baseUrl, investor.email, investor.password);
  adminApi = await request.newContext({ baseURL: web.baseUrl });
  const login = await adminApi.post('/api/auth/login', { data: { email: admin.email, password: admin.password } });
  expect(login.status()).toBe(200);
}, 120_000);

afterAll(async () => {
  await adminApi?.dispose();
  await browser?.close();
  await web?.close();
});

const COL = POSITION_COL;
const positionRow = (symbol: string) => positionRowOf(page, symbol);
const cellText = (symbol: string, col: number) => positionCell(page, symbol, col);
const openTab = (name: string) => openTabOf(page, name);
const saleButtons = () => page.getByRole('button', { name: /^Delete sale of / });

describe('portfolio page as an investor', () => {
  it('lists the seeded positions, sorted by P&L with live prices', async () => {
    await page.goto(`${web.baseUrl}/dashboard/portfolio`);
    for (const s of ['RELIANCE', 'INFY', 'TCS', 'HDFCBANK', 'SBIN']) await positionRow(s).waitFor();
    expect(await page.getByRole('tab', { name: /^Positions/ }).getAttribute('aria-selected')).toBe('true');
    await page.getByText('Unrealized P&L').waitFor();
    expect(await page.getByRole('columnheader', { name: /P&L Cash/ }).getAttribute('aria-sort')).toBe('descending');
    await waitUntil(
      'every row has a live price',
      async () => !(await page.locator('tbody td:nth-child(5)').allTextContents()).some((t) => t.startsWith('—')),
    );
    const pnls = (await page.evaluate(
      "[...document.querySelectorAll('tbody tr')].map(r => r.children[5]?.textContent ?? '')",
    )) as string[];
    const values = pnls.map(amount);
    expect(values).toEqual([...values].sort((a, b) => b - a));

    await page.getByRole('button', { name: 'Sort by P&L Cash' }).click();
    expect(await page.getByRole('columnheader', { name: /P&L Cash/ }).getAttribute('aria-sort')).toBe('ascending');
    await page.getByRole('button', { name: 'Sort by P&L Cash' }).click();
  }, 60_000);

  it('adds a position through the dialog and edits it', async () => {
    await page.getByRole('button', { name: 'Add position' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add position' });
    await pickInstrument(dialog, 'ITC', /^ITC.*NSE · EQ/);
    await submitPosition(dialog, '0', '400');
    await dialog.getByText('Quantity must be at least 1').waitFor();
    await submitPosition(dialog, '50');
    await page.getByText('ITC added to your positions').waitFor();
    await positionRow('ITC').waitFor();
    expect(await cellText('ITC', COL.quantity)).toBe('50');

    await page.getByRole('button', { name: 'Edit ITC', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit ITC' });
    expect(await edit.getByLabel('Quantity').inputValue()).toBe('50');
    await edit.getByLabel('Quantity').fill('80');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('ITC updated').waitFor();
    await waitUntil('the quantity reads 80', async () => (await cellText('ITC', COL.quantity)) === '80');
  }, 60_000);

  it('sells part of it, with the commission shown first, and the sold tab gains a row', async () => {
    await openTab('Sold Positions');
    await saleButtons().first().waitFor();
    const before = await saleButtons().count();
    await openTab('Positions');

    await page.getByRole('button', { name: 'Sell ITC', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sell ITC' });
    await dialog.getByLabel('Sell price (₹)').fill('420');
    await dialog.getByLabel('Quantity').fill('30');
    // (400 + 420) x 30 x 0.1 / 100
    await dialog.getByText('₹24.60').waitFor();
    await dialog.getByRole('button', { name: 'Sell', exact: true }).click();
    await page.getByText(/^Sold 30 ITC: net \+₹575\.40 · 50 still open$/).waitFor();
    await waitUntil('the open quantity drops to 50', async () => (await cellText('ITC', COL.quantity)) === '50');

    await openTab('Sold Positions');
    await waitUntil('a sold row is added', async () => (await saleButtons().count()) === before + 1);
    expect(await page.getByRole('button', { name: 'Delete sale of ITC' }).count()).toBe(2);
  }, 60_000);

  it('squares off the rest at the live price and deletes another position', async () => {
    await openTab('Positions');
    await page.getByRole('button', { name: 'Square off ITC', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Square off ITC' });
    await dialog.getByRole('button', { name: 'Square off' }).click();
    await page.getByText(/^Squared off 50 ITC at ₹/).waitFor();
    await waitUntil('ITC leaves the open positions', async () => (await positionRow('ITC').count()) === 0);

    await page.getByRole('button', { name: 'Delete HDFCBANK', exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete HDFCBANK?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('HDFCBANK deleted').waitFor();
    await waitUntil('HDFCBANK is gone', async () => (await positionRow('HDFCBANK').count()) === 0);

    await openTab('Sold Positions');
    await waitUntil(
      'the square-off is recorded',
      async () => (await page.getByRole('button', { name: 'Delete sale of ITC' }).count()) === 3,
    );
  }, 60_000);

  it('places a MARKET order that fills, takes cash and shows the holding', async () => {
    await openTab('Holdings & Funds');
    const cash = page.locator('.stat', { hasText: 'Available cash' }).locator('.stat__value');
    await waitUntil('funds load', async () => amount(await cash.textContent()) > 0);
    const before = amount(await cash.textContent());
    expect(before).toBe(1_000_000);

    await openTab('Orders');
    await page.getByRole('button', { name: 'Place order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Place order' });
    await pickInstrument(dialog, 'TCS', /^TCS.*NSE · EQ/);
    await dialog.getByLabel('Quantity').fill('2');
    await dialog.getByRole('button', { name: 'Place buy order' }).click();
    await page.getByText(/^BUY 2 TCS filled at ₹/).waitFor();
    const order = page.locator('tbody tr', { hasText: 'TCS' });
    await order.getByText('Complete').waitFor();

    await openTab('Holdings & Funds');
    await page.locator('tbody tr', { hasText: 'TCS' }).waitFor();
    await waitUntil('cash goes down by the fill', async () => amount(await cash.textContent()) < before);
    const spent = before - amount(await cash.textContent());
    expect(spent).toBeGreaterThan(2 * 2000);
    expect(spent).toBeLessThan(2 * 6000);
  }, 60_000);

  it('imports a CSV of two live positions after pointing at a bad row', async () => {
    await openTab('Positions');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import from CSV' });
    await dialog.getByRole('button', { name: 'Download template' }).waitFor();
    await dialog.getByLabel('Or paste CSV').fill('symbol,exchange,price,qty\nWIPRO,NSE,250,10\nNOPE,NSE,10,1\n');
    await dialog.getByRole('button', { name: 'Check rows' }).click();
    await dialog.getByText('Row 3:').waitFor();
    await dialog.getByText('NOPE is not listed on NSE').waitFor();
    expect(await dialog.getByRole('button', { name: /^Import/ }).isDisabled()).toBe(true);

    const csv =
      'tradingSymbol,exchange,buyPrice,quantity,positionType,buyDate\nWIPRO,NSE,250.50,100,BUY,01-11-2026\nSUNPHARMA,BSE,1750,8,BUY,2026-11-02\n';
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'two-positions.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByText('2 of 2 rows ready').waitFor();
    await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
    await page.getByText('Imported 2 live positions').waitFor();
    await positionRow('WIPRO').waitFor();
    await positionRow('SUNPHARMA').waitFor();
    expect(await cellText('WIPRO', COL.quantity)).toBe('100');
  }, 60_000);

  it('adds a futures position and rolls it into the next contract', async () => {
    await page.getByRole('button', { name: 'Add position' }).click();
    const add = page.getByRole('dialog', { name: 'Add position' });
    await add.getByRole('combobox', { name: 'Instrument' }).fill('NIFTY2');
    const contracts = add.getByRole('option', { name: /^NIFTY\d{2}[A-Z]{3}FUT/ });
    await contracts.first().waitFor();
    // The nearest contract, so a later one is there to roll into.
    const from = nearestContract((await contracts.locator('.cell-main').allTextContents()).map((t) => t.trim()));
    await add.getByRole('option', { name: new RegExp(`^${from}`) }).click();
    await add.getByLabel('Expiry').waitFor();
    await submitPosition(add, '65');
    await page.getByText(`${from} added to your positions`).waitFor();
    await positionRow(from).getByText('FUT').waitFor();

    await page.getByRole('button', { name: `Roll over ${from}`, exact: true }).click();
    const roll = page.getByRole('dialog', { name: `Roll over ${from}` });
    const next = roll.getByRole('option', { name: /^NIFTY\d{2}[A-Z]{3}FUT/ }).first();
    const to = ((await next.locator('.cell-main').textContent()) ?? '').trim();
    expect(to).not.toBe(from);
    await next.click();
    await roll.getByLabel('New expiry').fill('2030-01-29');
    await roll.getByRole('button', { name: 'Roll over' }).click();
    await page.getByText(new RegExp(`^Rolled ${from} into ${to}`)).waitFor();
    await positionRow(to).waitFor();
    expect(await positionRow(from).count()).toBe(0);
    expect(await cellText(to, COL.quantity)).toBe('65');

    await openTab('Rollover History');
    await page.locator('tbody tr', { hasText: from }).filter({ hasText: to }).waitFor();
    await openTab('Positions');
  }, 60_000);

  it('moves a row’s live price and P&L when the price changes', async () => {
    const move = async (price: number) => {
      const res = await adminApi.post('/api/market/simulator/price', {
        data: { instrument_token: RELIANCE.token, last_price: price },
      });
      expect(res.status()).toBe(200);
      await waitUntil(
        `RELIANCE shows about ${price}`,
        async () => Math.abs(amount(await cellText('RELIANCE', COL.live)) - price) < price * 0.02,
      );
      const [live, pnl, tone] = await livePnlOf(page, 'RELIANCE');
      // P&L is shown in whole rupees: (live - buy) x quantity.
      expect(Math.abs(amount(pnl) - (amount(live) - RELIANCE.buy) * RELIANCE.qty)).toBeLessThanOrEqual(1);
      return { pnl: amount(pnl), tone };
    };
    const up = await move(2000);
    expect(up.pnl).toBeGreaterThan(20_000);
    expect(up.tone).toContain('tone-positive');
    const down = await move(1000);
    expect(down.pnl).toBeLessThan(-12_000);
    expect(down.tone).toContain('tone-negative');
  }, 60_000);

  it('opens every tab by link and looks right at 1440 and 375 px', async () => {
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 800 });
      for (const [key, label] of PORTFOLIO_TABS) {
        await page.goto(`${web.baseUrl}/dashboard/portfolio?tab=${key}`);
        await page.locator(`[role=tabpanel][aria-label="${label}"]`).waitFor();
        expect(await page.getByRole('tab', { name: new RegExp(`^${label}`) }).getAttribute('aria-selected')).toBe(
          'true',
        );
        await waitUntil(`${label} has loaded`, async () => (await page.getByText(/^Loading /).count()) === 0);
        // Let the shell's sidebar transition end, or the shot catches the page mid-slide.
        await page.waitForTimeout(500);
        await screenshot(page, `portfolio-${key}-${width}`);
      }
      await page.goto(`${web.baseUrl}/dashboard/portfolio?tab=positions`);
      await page.getByRole('button', { name: 'Sell RELIANCE', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Sell RELIANCE' })
        .getByText(/^Commission \(/)
        .waitFor();
      await screenshot(page, `portfolio-sell-dialog-${width}`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Import CSV' }).click();
      await page.getByRole('dialog', { name: 'Import from CSV' }).waitFor();
      await screenshot(page, `portfolio-import-dialog-${width}`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Add position' }).click();
      const add = page.getByRole('dialog', { name: 'Add position' });
      await pickInstrument(add, 'GOLD', /^GOLD\d{2}[A-Z]{3}FUT/);
      await add.getByLabel('Expiry').waitFor();
      await screenshot(page, `portfolio-add-dialog-${width}`);
      await page.keyboard.press('Escape');
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  }, 120_000);

  it('keeps the Orders page a placeholder that leads to the Orders tab', async () => {
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${web.baseUrl}/dashboard/orders`);
      await page.getByText('Orders component will show order history and management.').waitFor();
      await waitUntil('counts load', async () =>
        /\d/.test((await page.locator('.stat', { hasText: 'Pending' }).locator('.stat__value').textContent()) ?? ''),
      );
      await screenshot(page, `orders-page-${width}`);
    }
    await page.getByRole('link', { name: 'Open the Orders tab' }).click();
    await page.waitForURL(/\/dashboard\/portfolio\?tab=orders$/);
    expect(await page.getByRole('tab', { name: /^Orders/ }).getAttribute('aria-selected')).toBe('true');
    // The loop ends at phone width, where the order book shows its rows as cards.
    await page.locator('[data-testid="row-card"]', { hasText: 'TCS' }).first().waitFor();
    await page.setViewportSize({ width: 1440, height: 800 });
    await page.locator('tbody tr', { hasText: 'TCS' }).first().waitFor();
    expect(errors).toEqual([]);
  }, 60_000);
});
