import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { DEMO_USERS } from '@app/contracts';
import { launchBrowser, screenshot, screenshotFromTop, signedInPage, type SignedInPage } from './support/browser.js';
import { waitUntil } from './support/pageTools.js';
import { startWebStack, type WebStack } from './support/webStack.js';
import { TRADEBOOK_HEADER, tradebook } from '../support/import-fixtures.js';

const { admin, investor } = DEMO_USERS;

let web: WebStack;
let browser: Browser;
let signed: SignedInPage;
let page: Page;

beforeAll(async () => {
  web = await startWebStack();
  browser = await launchBrowser();
  signed = await signedInPage(browser, web.baseUrl, investor);
  page = signed.page;
}, 120_000);

afterAll(async () => {
  await signed?.close();
  await browser?.close();
  await web?.close();
});

/** Chooses a file through the Import tab's own file input, as the Choose file button does. */
const chooseFile = (name: string, text: string) =>
  page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

const shoot = screenshotFromTop;

const importTab = async () => {
  await page.goto(`${web.baseUrl}/dashboard/portfolio?tab=import`);
  await page.getByRole('button', { name: 'Choose file' }).waitFor();
};

// Line 1 is the header, so the bad price sits on line 4 of the file.
const BAD_FILE = [
  TRADEBOOK_HEADER,
  'RELIANCE,INE002A01018,2024-05-02,NSE,EQ,EQ,buy,false,10,2900.50,B1,OB1,2024-05-02T09:20:00',
  'RELIANCE,INE002A01018,2024-05-03,NSE,EQ,EQ,buy,false,5,2910.00,B2,OB2,2024-05-03T09:20:00',
  'INFY,INE009A01021,2024-05-06,NSE,EQ,EQ,buy,false,4,abc,B3,OB3,2024-05-06T09:20:00',
].join('\n');

describe('importing a Console tradebook in the browser', () => {
  it('shows a bad row as a problem with its line and column, and keeps Commit disabled', async () => {
    await importTab();
    await chooseFile('tradebook-bad.csv', BAD_FILE);
    const problems = page.getByRole('table', { name: 'Problems in the file' });
    await problems.waitFor({ timeout: 30_000 });
    const row = problems.locator('tbody tr').first();
    expect((await row.locator('td').nth(0).textContent())?.trim()).toBe('4');
    expect(await row.locator('td').nth(1).textContent()).toMatch(/price/i);
    expect(await page.getByRole('button', { name: 'Commit' }).isDisabled()).toBe(true);
    await page.getByText(/Resolve 1 problem first/).waitFor();
    await page
      .getByText(/Console tradebook/i)
      .first()
      .waitFor();
    await shoot(page, 'import-preview-with-problem');
    expect(signed.errors).toEqual([]);
  }, 60_000);

  it('uploads a large tradebook with progress, previews it and commits it', async () => {
    await importTab();
    await chooseFile('tradebook-ZX1234-2024.csv', tradebook(0, 5_000));
    await page.getByRole('progressbar').first().waitFor({ timeout: 10_000 });
    await screenshot(page, 'import-progress');
    const commit = page.getByRole('button', { name: 'Commit' });
    await waitUntil(
      'the preview can be committed',
      async () => (await commit.count()) > 0 && !(await commit.isDisabled()),
      60_000,
    );
    const counts = page.getByLabel('Rows by kind');
    expect(await counts.textContent()).toMatch(/Trades5,000/);
    await page.getByRole('table', { name: 'First rows of the file' }).waitFor();
    await commit.click();
    const history = page.getByRole('table', { name: 'Your imports' });
    await history
      .getByRole('button', { name: 'Undo import of tradebook-ZX1234-2024.csv' })
      .waitFor({ timeout: 120_000 });
    await page
      .getByText(/^Committed \d/)
      .first()
      .waitFor();
    await shoot(page, 'import-history');
    expect(signed.errors).toEqual([]);
  }, 180_000);

  it('shows the ledger holdings beside the manual positions, a row opening to its lots', async () => {
    await page.goto(`${web.baseUrl}/dashboard/portfolio`);
    const ledger = page.getByRole('table', { name: 'Ledger holdings' });
    await ledger.getByText('RELIANCE').first().waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Show lots of RELIANCE' }).click();
    const lots = page.getByRole('table', { name: 'Lots of RELIANCE' });
    await lots.waitFor();
    expect(await lots.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await lots.locator('tbody tr').first().textContent()).toMatch(/Console tradebook/);
    await shoot(page, 'ledger-holdings-lots');
    expect(signed.errors).toEqual([]);
  }, 60_000);

  it('undoes the whole import after confirming', async () => {
    await importTab();
    await page.getByRole('button', { name: 'Undo import of tradebook-ZX1234-2024.csv' }).click();
    await page.getByRole('dialog', { name: 'Undo import' }).getByRole('button', { name: 'Undo import' }).click();
    await page.getByRole('table', { name: 'Your imports' }).getByText('Undone').first().waitFor({ timeout: 60_000 });
    expect(signed.errors).toEqual([]);
  }, 90_000);
});

const NSE_HEADER =
  'SYMBOL,COMPANY NAME,SERIES,PURPOSE,FACE VALUE,EX-DATE,RECORD DATE,BOOK CLOSURE START DATE,BOOK CLOSURE END DATE';
const NSE_CSV = [
  NSE_HEADER,
  'RELIANCE,Reliance Industries Limited,EQ,Bonus 1:1,10,16-Jun-2025,16-Jun-2025,-,-',
  'TCS,Tata Consultancy Services Limited,EQ,Interim Dividend - Rs 11 Per Share,1,16-Oct-2025,16-Oct-2025,-,-',
  'HDFCBANK,HDFC Bank Limited,EQ,Rights 1:10 at Rs 1000,1,01-Jul-2025,01-Jul-2025,-,-',
].join('\n');

/** A broker's export of a layout no importer knows. */
const ODD_FILE = [
  'Deal Date,Scrip,ISIN Code,Buy/Sell,Shares,Rate,Deal No',
  '01-04-2024,INFY,INE009A01021,BUY,2,1500.50,D1',
  '02-04-2024,INFY,INE009A01021,BUY,3,1510.00,D2',
  '03-04-2024,INFY,INE009A01021,SELL,1,1550.25,D3',
].join('\n');
const MAPPING: Record<string, string> = {
  'Trade date': 'Deal Date',
  Symbol: 'Scrip',
  ISIN: 'ISIN Code',
  Side: 'Buy/Sell',
  Quantity: 'Shares',
  Price: 'Rate',
  'Trade ID': 'Deal No',
};

describe('a file of unknown layout', () => {
  it('asks for its columns, names the missing ones, and previews once they are mapped', async () => {
    await importTab();
    await chooseFile('broker.csv', ODD_FILE);
    await page.getByRole('button', { name: 'Apply mapping' }).waitFor({ timeout: 30_000 });
    // Leave the price out, as a user might: the step names it and Apply waits.
    await page.getByLabel('Price *').selectOption('');
    await page.getByText('Missing required: Price.').waitFor();
    expect(await page.getByRole('button', { name: 'Apply mapping' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Commit' }).isDisabled()).toBe(true);
    await shoot(page, 'import-mapping-step');
    for (const [label, header] of Object.entries(MAPPING)) {
      const select = page.getByLabel(new RegExp(`^${label}( \\*)?$`));
      if ((await select.count()) > 0) await select.selectOption(header);
    }
    await page.getByText('Every required field has a column.').waitFor();
    await page.getByRole('button', { name: 'Apply mapping' }).click();
    await page.getByRole('table', { name: 'First rows of the file' }).waitFor({ timeout: 30_000 });
    expect(await page.getByLabel('Rows by kind').textContent()).toMatch(/Trades3/);
    expect(await page.getByRole('button', { name: 'Commit' }).isDisabled()).toBe(false);
    expect(signed.errors).toEqual([]);
  }, 60_000);
});

describe('corporate actions as an admin', () => {
  it("previews NSE's CSV with its skipped line, applies it and finds it by ISIN", async () => {
    const adminPage = await signedInPage(browser, web.baseUrl, admin);
    try {
      const p = adminPage.page;
      await p.goto(`${web.baseUrl}/dashboard/admin/users`);
      await p.getByRole('navigation', { name: 'Admin pages' }).getByRole('link', { name: 'Corporate Actions' }).click();
      await p.getByRole('heading', { name: 'Corporate Actions', level: 1 }).waitFor();
      await p
        .locator('input[type="file"]')
        .setInputFiles({ name: 'CF-CA-equities.csv', mimeType: 'text/csv', buffer: Buffer.from(NSE_CSV) });
      const actions = p.getByRole('table', { name: 'Actions in this batch' });
      await actions.waitFor({ timeout: 30_000 });
      expect(await actions.locator('tbody tr').count()).toBe(2);
      expect(await actions.getByText('RELIANCE').locator('xpath=ancestor::tr').textContent()).toMatch(
        /Bonus.*×2 \(2\/1\).*16 Jun 2025/,
      );
      expect(await actions.getByText('TCS').locator('xpath=ancestor::tr').textContent()).toMatch(
        /Dividend.*₹11\.00 per share/,
      );
      const skipped = p.getByRole('table', { name: 'Skipped lines' }).locator('tbody tr').first();
      expect(await skipped.textContent()).toMatch(/^4PURPOSE.*Rights 1:10/);
      await shoot(p, 'corporate-actions-preview');

      await p.getByRole('button', { name: 'Apply', exact: true }).click();
      await p.getByRole('dialog', { name: 'Apply corporate actions' }).getByRole('button', { name: 'Apply' }).click();
      await actions.getByText('Applied').first().waitFor({ timeout: 30_000 });

      await p.getByLabel('Search corporate actions by ISIN').fill('INE002A01018');
      const found = p.getByRole('table', { name: 'Corporate actions of INE002A01018' });
      await found.getByText('Bonus', { exact: true }).waitFor();
      expect(await found.locator('tbody tr').first().textContent()).toMatch(/Applied/);
      expect(adminPage.errors).toEqual([]);
    } finally {
      await adminPage.close();
    }
  }, 90_000);
});
