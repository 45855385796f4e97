import type { Locator, Page } from 'playwright-core';
import type { apiAs } from './api.js';

type Api = Awaited<ReturnType<typeof apiAs>>;

/** A grid item as the layout stores it. */
export interface Place {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Makes `layout` the user's last-used layout, so a fresh page restores it (columns at their defaults). */
export async function useLayout(api: Api, layout: Place[]): Promise<void> {
  const res = await api.put('/api/settings/last-used-layout', {
    layout,
    containers: layout.map((l) => l.i),
    columnConfigs: {},
    timestamp: new Date().toISOString(),
  });
  if (res.status >= 300) throw new Error(`last-used layout refused: ${res.status} ${JSON.stringify(res.body)}`);
}

/** The server's last-used place of a container. */
export async function lastUsedPlace(api: Api, id: string): Promise<Place | undefined> {
  const body = (await api.get('/api/settings/last-used-layout')).body as { data?: { layout?: Place[] } };
  const item = body.data?.layout?.find((l) => l.i === id);
  return item && { i: item.i, x: item.x, y: item.y, w: item.w, h: item.h };
}

/**
 * Presses Tab `times` times, then Shift+Tab as often, and answers where focus was after each press:
 * 'in' inside the dialog, otherwise the tag of the element that has it (BODY once it left the page).
 */
export async function focusAfterTabs(page: Page, dialog: Locator, times: number): Promise<string[]> {
  const seen: string[] = [];
  for (const key of ['Tab', 'Shift+Tab'])
    for (let i = 0; i < times; i++) {
      await page.keyboard.press(key);
      seen.push(
        await dialog.evaluate((d) => {
          const active = d.ownerDocument.activeElement;
          return active && d.contains(active) ? 'in' : (active?.tagName ?? 'none');
        }),
      );
    }
  return seen;
}

/** Texts with the order numbers, required marks and spaces around them taken off. */
const bare = (texts: string[]) =>
  texts.map((t) =>
    t
      .replace(/^\d+/, '')
      .replace(/\s*\*$/, '')
      .trim(),
  );

/** The labels of the column dialog's order preview. */
export const previewLabels = async (dialog: Locator) =>
  bare(await dialog.locator('.cols__preview-list li').allTextContents());

/** The column headers of the first table inside `scope`. */
export const headerLabels = async (scope: Locator) =>
  bare(await scope.getByRole('table').first().getByRole('columnheader').allTextContents()).filter(Boolean);

/** The column chips Settings > Containers lists for a container type. */
export const settingsLabels = async (page: Page, containerLabel: string) =>
  bare(
    await page
      .getByRole('list', { name: `${containerLabel} columns` })
      .getByRole('listitem')
      .allTextContents(),
  );

/** Turns on every column of the open column dialog and saves it. */
export async function selectAllColumns(dialog: Locator): Promise<void> {
  const boxes = dialog.getByRole('checkbox');
  for (let i = 0; i < (await boxes.count()); i++) if (!(await boxes.nth(i).isChecked())) await boxes.nth(i).check();
}
