import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { SCREENSHOT_DIR } from './browser.js';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A visible element's box; fails when it is not laid out. */
export async function boxOf(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`${locator} has no box`);
  return b;
}

/** Two boxes share some area (touching edges do not count). */
export const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

/** `inner` lies inside `outer` (within half a pixel). */
export const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

/**
 * The header cells of a container's table whose right edge lies past the table's visible area (they
 * can only be seen by scrolling sideways), with the container's width.
 */
export async function clippedColumns(page: Page, id: string): Promise<{ width: number; clipped: string[] }> {
  return page.evaluate(`(() => {
    const item = document.querySelector('[data-testid="grid-item-${id}"]');
    const scroll = item && item.querySelector('.table-scroll');
    if (!scroll) return { width: 0, clipped: ['(no table)'] };
    const edge = Math.min(scroll.getBoundingClientRect().right, item.getBoundingClientRect().right, window.innerWidth);
    const heads = [...scroll.querySelectorAll('thead th')];
    return {
      width: Math.round(item.getBoundingClientRect().width),
      clipped: heads.filter((th) => th.getBoundingClientRect().right > edge + 1).map((th) => th.textContent.trim()),
    };
  })()`);
}

/** A full-page picture with transitions stopped, so the grid is not caught moving. */
export async function stillScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/** The page is laid out at this width, with the sidebar's slide and the grid's placement finished. */
export async function atWidth(page: Page, width: number, height = 1000): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.waitForTimeout(700);
}

/**
 * What of a container's rows can only be seen by scrolling sideways: the column labels (a table's
 * header cells, or the labels on its row cards) past the container's right edge, and whether its table
 * or card list scrolls sideways at all.
 */
export async function sidewaysColumns(page: Page, id: string): Promise<{ scrolls: boolean; clipped: string[] }> {
  return page.evaluate(`(() => {
    const item = document.querySelector('[data-testid="grid-item-${id}"]');
    if (!item) return { scrolls: true, clipped: ['(no container)'] };
    const edge = Math.min(item.getBoundingClientRect().right, window.innerWidth);
    const lists = [...item.querySelectorAll('.table-scroll, .row-cards')];
    const labels = [...item.querySelectorAll('thead th, dl dt')];
    return {
      scrolls: lists.length === 0 || lists.some((el) => el.scrollWidth > el.clientWidth + 1),
      clipped: labels.filter((el) => el.getBoundingClientRect().right > edge + 1).map((el) => el.textContent.trim()),
    };
  })()`);
}
