import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_USERS } from '@app/contracts';
import * as usersUi from './support/adminSteps.js';
import { apiAs, forcePrice } from './support/api.js';
import * as brokerUi from './support/brokerSteps.js';
import { launchBrowser, screenshot, signedInPage } from './support/browser.js';
import { RUPEE_AMOUNT, rupees } from './support/money.js';
import { apiGet, apiSend, cardValue, screenshotsAt, seen, unexpected } from './support/pageTools.js';
import * as settingsUi from './support/settingsSteps.js';
import * as overviewUi from './support/overviewSteps.js';
import { startWebStack, type WebStack } from './support/webStack.js';

const { admin, investor } = DEMO_USERS;
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

const signedIn = (user: { email: string; password: string }, width = 1440) =>
  signedInPage(browser, web.baseUrl, user, width);

describe('Overview summary', () => {
  it('shows the live heading, four rupee cards that follow live prices, market status and recent activity', async () => {
    const { context, page, errors } = await signedIn(investor);
    await page.getByText('Your trading dashboard at a glance').waitFor();
    await page.getByTestId('overview-live').getByText('Live Data').waitFor();

    for (const label of ['Portfolio Value', 'Total P&L', 'Total Invested', 'Available Cash']) {
      await page.locator('.stat', { hasText: label }).locator('.stat__value').filter({ hasText: '₹' }).waitFor();
      expect(await cardValue(page, label)).toMatch(RUPEE_AMOUNT);
    }
    // The investor has paper funds and five manual positions, no broker holdings.
    expect(await cardValue(page, 'Available Cash')).toBe('₹10,00,000');
    const positions = await overviewUi.manualPositions(page);
    expect(positions.length).toBe(5);
    expect(await cardValue(page, 'Total Invested')).toBe(rupees(positions.reduce((s, p) => s + p.amount, 0)));

    // A forced simulator price on one position moves Total P&L and Portfolio Value live.
    const target = positions.find((p) => p.positionType === 'BUY')!;
    const before = overviewUi.cardNumber(await cardValue(page, 'Total P&L'));
    const jump = Math.round(target.livePrice * 1.5);
    await forcePrice(await apiAs(web.baseUrl, admin.email, admin.password), target.instrumentToken, jump);
    const expectedRise = (jump - target.livePrice) * target.quantity;
    await overviewUi.untilTotalPnlAbove(page, before + expectedRise * 0.6);

    // The test stack's market is open around the clock (MARKET_ALWAYS_OPEN): no close is ahead.
    for (const row of await overviewUi.exchangeRows(page, ['NSE', 'BSE', 'MCX']))
      expect(row).toMatch(/^(NSE|BSE|MCX).*Openno close aheadOpen around the clock \(demo mode\)$/);
    // The investor's two seeded sales are real activity.
    const activity = await overviewUi.recentActivity(page);
    expect(activity.items).toBeGreaterThanOrEqual(2);
    expect(activity.firstTime).toMatch(/ago|just now|\d{4}/);

    await screenshotsAt(page, 'overview-summary');

    await overviewUi.followEachLink(page, 'Quick Actions', [
      ['View Portfolio', /\/dashboard\/portfolio$/],
      ['View Charts', /\/dashboard\/charts$/],
      ['Market Data', /\/dashboard\/market-data$/],
    ]);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});

describe('Settings as the investor', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ context, page, errors } = await signedIn(investor));
    await page.goto(`${web.baseUrl}/dashboard/settings`);
    await page.getByRole('region', { name: 'Portfolio variables' }).waitFor();
  }, 30_000);
  afterAll(async () => {
    expect(errors).toEqual([]);
    await context.close();
  });

  it('checks and saves a portfolio variable and a colour preference, which survive a reload', async () => {
    const group = page.getByRole('region', { name: 'Portfolio variables' });
    const save = group.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    expect(await group.getByLabel('Profit above (₹)').inputValue()).toBe('7000');
    await settingsUi.enterSetting(page, 'Portfolio variables', 'Profit above (₹)', '12.5');
    await group.getByText('Enter whole rupees, 0 or more (digits only)').waitFor();
    await settingsUi.enterSetting(page, 'Portfolio variables', 'Profit above (₹)', '8500');
    await seen(page, 'Portfolio variables saved');
    expect(await save.isDisabled()).toBe(true);

    await settingsUi.openSection(page, 'Colours');
    await settingsUi.savePrimaryColour(page, '#22D3EE');
    // ThemeApplier re-themes the whole app: the header title is drawn in the primary colour.
    await settingsUi.untilHeaderColour(page, 'rgb(34, 211, 238)');

    await page.reload();
    await page.getByRole('region', { name: 'Colour preferences' }).waitFor();
    expect(await settingsUi.primaryColourInForm(page)).toBe('#22D3EE');
    await settingsUi.untilPrimaryVariable(page, '#22D3EE');

    // Reset to defaults puts the default gold back into the form; saving re-themes the app again.
    await settingsUi.pressIn(page, 'Colour preferences', 'Reset to defaults');
    expect(await settingsUi.primaryColourInForm(page)).toBe('#FFD700');
    await settingsUi.pressIn(page, 'Colour preferences', 'Save');
    await seen(page, 'Colour preferences saved');
    await settingsUi.untilHeaderColour(page, 'rgb(255, 215, 0)');

    await settingsUi.openSection(page, 'Portfolio');
    expect(
      await page.getByRole('region', { name: 'Portfolio variables' }).getByLabel('Profit above (₹)').inputValue(),
    ).toBe('8500');
  }, 60_000);

  it('creates a conditional formatting rule and lists it', async () => {
    await settingsUi.openSection(page, 'Conditional formatting');
    const panel = page.getByRole('region', { name: 'Conditional formatting' });
    await panel.getByText('No formatting rules yet').waitFor();
    const dialog = await settingsUi.startRule(page, 'Big winners', 'P&L Cash');
    await settingsUi.ruleCondition(dialog, 'Between', 'From', '5000');
    await dialog.getByRole('button', { name: 'Create rule' }).click();
    await dialog.getByText('Between needs an upper value').waitFor();
    await settingsUi.ruleCondition(dialog, 'Greater than', 'Value');
    await dialog.getByLabel('Value', { exact: true }).press('Enter');
    await seen(page, 'Rule created');
    await dialog.waitFor({ state: 'detached' });
    const rule = settingsUi.listedRule(page, 'Big winners');
    await rule.waitFor();
    expect(await rule.textContent()).toContain('Portfolio · P&L Cash > 5000 · priority 0');

    await page.reload();
    await settingsUi.listedRule(page, 'Big winners').waitFor();
  }, 60_000);

  it('sets a row colour for a symbol', async () => {
    await settingsUi.openSection(page, 'Row colours');
    const panel = await settingsUi.setRowColours(page, 'infy');
    await seen(page, 'Colours set for INFY in Portfolio');
    const entry = panel.getByRole('listitem', { name: 'INFY in Portfolio' });
    await entry.waitFor();
    expect(await entry.textContent()).toContain('#1F2937');
  }, 30_000);

  it("resets a container type's columns and a collapsed summary", async () => {
    // As the Overview's column dialog and collapse button would save them.
    const send = (method: string, path: string, body: unknown) => apiSend(page, method, path, body);
    expect(await settingsUi.storeWatchlistLayoutChoices(send, ['instrument', 'targetPrice', 'actions'])).toEqual([
      200, 200,
    ]);
    await page.reload();
    await settingsUi.openSection(page, 'Containers');
    const configs = page.getByRole('region', { name: 'Column configurations' });
    const watchlist = configs.getByRole('list', { name: 'Watchlist columns' });
    await settingsUi.untilColumnsListed(page, 'Watchlist columns', 3);
    expect((await watchlist.getByRole('listitem').allTextContents()).map((t) => t.replace(/\d+\.\s*/, ''))).toEqual([
      'Instrument *',
      'Target Price',
      'Actions *',
    ]);
    await configs.getByRole('button', { name: 'Reset Watchlist columns to defaults' }).click();
    await seen(page, 'Watchlist columns reset to defaults');
    await settingsUi.untilColumnsListed(page, 'Watchlist columns', 5);

    const states = page.getByRole('region', { name: 'Collapsible states' });
    await states.getByText('Summary expanded').waitFor();
    await states.getByRole('button', { name: 'Reset Watchlist to collapsed' }).click();
    await seen(page, 'Watchlist summary reset to collapsed');
    await states.getByText('Summary collapsed').waitFor();
  }, 30_000);

  it('takes every section in screenshots at 1440 and 375 px', async () => {
    for (const [name, key] of settingsUi.SETTINGS_SECTIONS) {
      await settingsUi.openSection(page, name);
      await screenshotsAt(page, `settings-${key}`);
    }
  }, 90_000);

  it('applies a font size preset to the whole document at once and keeps it', async () => {
    await settingsUi.openSection(page, 'Font & display');
    const font = page.getByRole('region', { name: 'Font' });
    await font.getByRole('button', { name: /^Large/ }).click();
    await settingsUi.untilFontSize(page, 16);
    expect(await page.evaluate(`localStorage.getItem('fontSizePreference')`)).toBe('16');
    await font.getByText('Saved to your account').waitFor();
    await page.reload();
    await page
      .getByRole('region', { name: 'Font' })
      .getByRole('button', { name: /^Large/, pressed: true })
      .waitFor();
    expect(await page.evaluate(`getComputedStyle(document.documentElement).fontSize`)).toBe('16px');
    await settingsUi.pressIn(page, 'Font', /^Medium/);
    await settingsUi.untilFontSize(page, 14);
  }, 30_000);

  it('changes the background style and resets it to aurora', async () => {
    await settingsUi.openSection(page, 'Font & display');
    const display = page.getByRole('region', { name: 'Display' });
    await display.getByText('Beams', { exact: true }).click();
    await settingsUi.untilBackground(page, 'beams');
    await page.reload();
    await page.getByRole('region', { name: 'Display' }).waitFor();
    expect(await page.getByTestId('shell-background').getAttribute('data-style')).toBe('beams');
    await settingsUi.pressIn(page, 'Display', 'Reset');
    await settingsUi.untilBackground(page, 'aurora');
  }, 30_000);
});

describe('Admin pages', () => {
  it('lists users, creates one, edits their name, deactivates them and deletes them after the data summary', async () => {
    const { context, page, errors } = await signedIn(admin);
    await page.goto(`${web.baseUrl}/dashboard/admin/users`);
    const table = usersUi.usersTable(page);
    await table.getByText(investor.email).waitFor();
    await table.getByText(admin.email).waitFor();
    await usersUi.searchShows(page, 'asha', 1);

    const create = await usersUi.submitNewUser(page, 'trader@example.com', 'weak');
    await create.getByText('Use at least 8 characters').waitFor();
    await usersUi.submitNewUser(page, 'trader@example.com', 'Trader1234');
    await seen(page, 'User trader@example.com created');
    await table.getByText('trader@example.com').waitFor();

    await usersUi.renameUser(page, 'trader', 'Ravi', 'Kumar');
    await table.getByRole('row', { name: /Ravi Kumar/ }).waitFor();

    await usersUi.deactivateUser(page, 'Ravi Kumar');
    await seen(page, 'Ravi Kumar deactivated');
    expect(await table.getByRole('row', { name: /Ravi Kumar/ }).textContent()).toContain('Inactive');

    // Acting on one's own account: the server's 409 text.
    const own = await usersUi.deactivateUser(page, 'Arjun Mehta');
    await seen(page, 'You cannot deactivate or demote your own account');
    await own.getByRole('button', { name: 'Cancel' }).click();

    await screenshotsAt(page, 'user-management');

    // The investor's summary counts their seeded rows; cancelling keeps them.
    const asha = await usersUi.openDeleteSummary(page, 'Asha Rao');
    expect(await asha.locator('.data-summary__total').textContent()).toMatch(/^[1-9][\d,]* rows in total$/);
    expect(await asha.textContent()).toMatch(/portfolio.*\d+ \w+/i);
    await asha.getByRole('button', { name: 'Cancel' }).click();
    await asha.waitFor({ state: 'detached' });

    const confirm = await usersUi.openDeleteSummary(page, 'Ravi Kumar');
    expect(await confirm.textContent()).toContain('trader@example.com');
    expect(await confirm.textContent()).toMatch(/auth/);
    await screenshot(page, 'user-management-delete-1440');
    await confirm.getByRole('button', { name: 'Delete user' }).click();
    await seen(page, 'Ravi Kumar deleted');
    await table.getByText('trader@example.com').waitFor({ state: 'detached' });
    const list = await apiGet<{ data: { users: Array<{ email: string }> } }>(page, '/admin/users');
    expect(list.data.users.map((u) => u.email)).not.toContain('trader@example.com');
    expect(unexpected(errors, 409)).toEqual([]);
    await context.close();
  }, 90_000);

  it('reloads the instrument master, tests the connection and sets a simulator price', async () => {
    const { context, page, errors } = await signedIn(admin);
    await page.goto(`${web.baseUrl}/dashboard/zerodha-data`);
    const master = page.getByRole('region', { name: 'Instrument master' });
    await master.locator('.badge').getByText('Loaded', { exact: true }).waitFor();
    const loadedAt = await master.getByTestId('instruments-loaded-at').getAttribute('data-value');

    // Without Kite credentials the server refuses, and says why.
    await brokerUi.reloadInstrumentMaster(page, 'kite');
    await master
      .getByRole('alert')
      .getByText(/Kite credentials are not configured/)
      .waitFor();
    await brokerUi.reloadInstrumentMaster(page, 'bundled');
    await seen(page, /Instrument master reloaded: [\d,]+ instruments/);
    await brokerUi.untilMasterReloaded(page, loadedAt);

    const live = page.getByRole('region', { name: 'Live connection' });
    await live.getByRole('button', { name: 'Test connection' }).click();
    await live.getByText(/Connection is working \(\d+ ms round trip\)/).waitFor();
    await live.getByTestId('feed-kind').getByText('Simulator').waitFor();

    const next = await brokerUi.setSimulatorPrice(page, 'RELIANCE', 7);
    await seen(page, /The next tick of RELIANCE will carry/);
    await brokerUi.untilPickedPriceNear(page, next);

    // The simulator keeps its generated history; the fetcher card says so.
    const history = page.getByRole('region', { name: 'Historical data' });
    await history.getByText('Simulated history (Kite not configured)').waitFor();
    await screenshotsAt(page, 'broker-data');
    expect(unexpected(errors, 400)).toEqual([]);
    await context.close();
  }, 60_000);
});
