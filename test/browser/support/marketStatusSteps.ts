import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { SCREENSHOT_DIR } from './browser.js';
import { boxOf } from './fitSteps.js';

/** The header badge: its state, its note, and its tooltip. */
export async function marketBadge(page: Page): Promise<{ state: string; note: string; title: string }> {
  const badge = page.locator('.market-badge');
  await badge.getByTestId('market-status-note').waitFor();
  return {
    state: (await badge.getByTestId('market-status').textContent()) ?? '',
    note: (await badge.getByTestId('market-status-note').textContent()) ?? '',
    title: (await badge.getAttribute('title')) ?? '',
  };
}

/** A picture of just one element, into the screenshot folder. */
export async function screenshotOf(page: Page, selector: string, name: string): Promise<void> {
  const clip = await boxOf(page.locator(selector).first());
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), clip, animations: 'disabled' });
}
