import type { Page } from 'playwright-core';
import { apiGet, until } from './pageTools.js';

export interface SeededPosition {
  amount: number;
  instrumentToken: number;
  quantity: number;
  livePrice: number;
  positionType: string;
}

/** The signed-in user's manual positions, as the API answers them to the page. */
export async function manualPositions(page: Page): Promise<SeededPosition[]> {
  return (await apiGet<{ data: { positions: SeededPosition[] } }>(page, '/portfolio/manual/positions')).data.positions;
}

/** A summary card's whole-rupee figure as a number (signs kept). */
export const cardNumber = (text: string) => Number(text.replace(/[^\d-]/g, ''));

/** Waits until the Total P&L card shows more than `min` rupees. */
export const untilTotalPnlAbove = (page: Page, min: number) =>
  until(
    page,
    `Number(([...document.querySelectorAll('.stat')].find((e) => e.textContent.includes('Total P&L'))?.querySelector('.stat__value')?.textContent ?? '').replace(/[^\\d-]/g, '')) > ${min}`,
    10_000,
  );

/** Follows each link of a region of the Overview to its page, and comes back. */
export async function followEachLink(page: Page, region: string, links: ReadonlyArray<readonly [string, RegExp]>) {
  const area = page.getByRole('region', { name: region });
  for (const [name, path] of links) {
    await area.getByRole('link', { name }).click();
    await page.waitForURL(path);
    await page.goBack();
    await page.waitForURL(/\/dashboard$/);
  }
}

/** The text of each exchange's row in the Overview's Market Status card. */
export async function exchangeRows(page: Page, exchanges: readonly string[]): Promise<string[]> {
  const market = page.getByRole('region', { name: 'Market Status' });
  const rows: string[] = [];
  for (const exchange of exchanges) rows.push((await market.getByTestId(`market-${exchange}`).textContent()) ?? '');
  return rows;
}

/** The Recent Activity card once a sale shows in it: how many items, and the first item's time text. */
export async function recentActivity(page: Page): Promise<{ items: number; firstTime: string | null }> {
  const activity = page.getByRole('region', { name: 'Recent Activity' });
  await activity
    .getByText(/^Closed \d+ /)
    .first()
    .waitFor();
  return {
    items: await activity.locator('.activity__item').count(),
    firstTime: await activity.locator('time').first().textContent(),
  };
}
