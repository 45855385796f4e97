import type { Locator, Page } from 'playwright-core';
import type { apiAs } from './api.js';

type Api = Awaited<ReturnType<typeof apiAs>>;

/** A container on the Overview grid, by its type id. */
export const gridItem = (page: Page, id: string) => page.getByTestId(`grid-item-${id}`);

/** A toast with this text. */
export const toastWith = (page: Page, text: string | RegExp) =>
  page.locator('.toast-surface').filter({ hasText: text }).first();

/** The numbered column preview of the column dialog. */
export const columnPreview = (dialog: Locator) => dialog.locator('.cols__preview-list li').allTextContents();

/** Adds a container through the Add Container and column dialogs, `configure` acting on the latter. */
export async function addContainer(page: Page, name: RegExp, configure?: (dialog: Locator) => Promise<void>) {
  await page
    .getByRole('button', { name: /^(Add Container|Add Your First Container)$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add Container' });
  await dialog.getByRole('radio', { name }).click();
  await dialog.getByRole('button', { name: 'Next: Configure Columns' }).click();
  const columns = page.getByRole('dialog', { name: /^Customize .* Columns$/ });
  await columns.waitFor();
  if (configure) await configure(columns);
  await columns.getByRole('button', { name: 'Save Configuration' }).click();
}

/** An item's box relative to the grid canvas, so page scrolling does not matter. */
export async function gridBox(page: Page, id: string) {
  const b = await gridItem(page, id).boundingBox();
  const canvas = await page.locator('.dash-grid__canvas').boundingBox();
  if (!b || !canvas) throw new Error(`${id} is not on the page`);
  return { x: b.x - canvas.x, y: b.y - canvas.y, width: b.width, height: b.height };
}

/** Presses on an element (scrolled into view first), moves the mouse by dx, dy in steps, releases. */
export async function dragBy(page: Page, locator: Locator, dx: number, dy: number) {
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

/** Opens Save Layout and answers its dialog. */
export async function openSaveLayout(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  return page.getByRole('dialog', { name: 'Save Layout' });
}

/** Sets the Live Portfolio container's thresholds in its settings panel and saves them. */
export async function setThresholds(container: Locator, above: string, below: string) {
  await container.getByRole('button', { name: 'Portfolio settings' }).click();
  await container.getByLabel('Profit Above (₹)').fill(above);
  await container.getByLabel('Loss Below (₹)').fill(below);
  await container.getByRole('button', { name: 'Save' }).click();
}

/** The height the server stores for a container in a saved layout. */
export async function storedHeight(api: Api, layout: string, id: string): Promise<number> {
  const layouts = (await api.get('/api/settings/layouts')).body.layouts as Array<{
    name: string;
    layout: Array<{ i: string; h: number }>;
  }>;
  return layouts.find((l) => l.name === layout)!.layout.find((l) => l.i === id)!.h;
}

export interface WatchlistEntry {
  instrument_token: number;
  tradingsymbol: string;
  target_price: number;
  current_price: number | null;
}

/** A watchlist entry whose price is above its target, so a drop can cross it. */
export async function entryAboveTarget(api: Api): Promise<WatchlistEntry> {
  const entries = (await api.get('/api/watchlist')).body.data.entries as WatchlistEntry[];
  const target = entries.find((e) => e.current_price !== null && e.current_price > e.target_price);
  if (!target) throw new Error('no watchlist entry above its target to cross');
  return target;
}

/** The inline background colour of each cell of a table row. */
export async function cellBackgrounds(row: Locator): Promise<string[]> {
  const cells = row.locator('td');
  const colours: string[] = [];
  for (let i = 0; i < (await cells.count()); i++)
    colours.push(
      await cells
        .nth(i)
        .evaluate((td) => (td as unknown as { style: { backgroundColor: string } }).style.backgroundColor),
    );
  return colours;
}
