import type { Locator, Page } from 'playwright-core';

/** Columns of the positions table: name, buy price, quantity, amount, live price, P&L cash, P&L %, actions. */
export const POSITION_COL = { quantity: 2, live: 4, pnl: 5 };

/** The positions table's row of a symbol (the one with its Sell button). */
export const positionRow = (page: Page, symbol: string): Locator =>
  page.locator('tbody tr').filter({ has: page.getByRole('button', { name: `Sell ${symbol}`, exact: true }) });

/** The number text of a column of a symbol's position row. */
export const positionCell = async (page: Page, symbol: string, col: number) =>
  (await positionRow(page, symbol).locator('td').nth(col).locator('.num').first().textContent()) ?? '';

/** Opens a tab of the Portfolio page and waits for its panel. */
export async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
  await page.locator(`[role=tabpanel][aria-label="${name}"]`).waitFor();
}

/** Searches a dialog's instrument picker and picks the first option matching `option`. */
export async function pickInstrument(dialog: Locator, query: string, option: RegExp): Promise<void> {
  await dialog.getByRole('combobox', { name: 'Instrument' }).fill(query);
  await dialog.getByRole('option', { name: option }).first().click();
}

/** Fills the Add position dialog's price and quantity and submits it. */
export async function submitPosition(dialog: Locator, quantity: string, buyPrice?: string): Promise<void> {
  if (buyPrice !== undefined) await dialog.getByLabel('Buy price (₹)').fill(buyPrice);
  await dialog.getByLabel('Quantity').fill(quantity);
  await dialog.getByRole('button', { name: 'Add position' }).click();
}

/** The nearest of the futures contract symbols (NIFTY26JANFUT ...), so a later one is there to roll into. */
export function nearestContract(symbols: string[]): string {
  const month = (symbol: string) => {
    const m = /(\d{2})([A-Z]{3})FUT$/.exec(symbol)!;
    return Number(m[1]) * 12 + 'JANFEBMARAPRMAYJUNJULAUGSEPOCTNOVDEC'.indexOf(m[2]!) / 3;
  };
  return [...symbols].sort((a, b) => month(a) - month(b))[0]!;
}

/** A position row's live price text, P&L text and the P&L's class names. */
export async function livePnlOf(page: Page, symbol: string): Promise<[string, string, string]> {
  return (await page.evaluate(
    `(() => { const b = document.querySelector('button[aria-label="Sell ${symbol}"]'); const r = b.closest('tr');
       return [r.children[${POSITION_COL.live}].querySelector('.num').textContent, r.children[${POSITION_COL.pnl}].textContent, r.children[${POSITION_COL.pnl}].querySelector('.num').className]; })()`,
  )) as [string, string, string];
}

/** The Portfolio page's tabs: the `?tab=` key that opens each, and its label. */
export const PORTFOLIO_TABS = [
  ['positions', 'Positions'],
  ['holdings', 'Holdings & Funds'],
  ['orders', 'Orders'],
  ['sold', 'Sold Positions'],
  ['rollovers', 'Rollover History'],
] as const;
