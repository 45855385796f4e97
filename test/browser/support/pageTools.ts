import type { Page } from 'playwright-core';
import { screenshot } from './browser.js';

/** A toast (or any text) appearing on the page. */
export const seen = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor();

/** Polls `check` in the test until it answers true. */
export async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`Timed out waiting until ${what}`);
}

/**
 * Polls an expression in the page until it is true. (waitForFunction would evaluate the string with
 * eval inside the page, which the app's Content Security Policy forbids.)
 */
export async function until(page: Page, expression: string, timeout = 20_000): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await page.evaluate(expression))) {
    if (Date.now() > end) throw new Error(`Timed out waiting for: ${expression}`);
    await page.waitForTimeout(100);
  }
}

/** JSON from the API with the page's own cookies (the test program has no DOM types, so the code is a string). */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  return (await page.evaluate(`fetch('/api${path}', { credentials: 'include' }).then((r) => r.json())`)) as T;
}

/** A state-changing call with the page's cookies (as the app itself would make it); answers the status. */
export async function apiSend(page: Page, method: string, path: string, body: unknown): Promise<number> {
  return (await page.evaluate(
    `fetch('/api${path}', { method: '${method}', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: ${JSON.stringify(JSON.stringify(body))} }).then((r) => r.status)`,
  )) as number;
}

/** Console errors other than the failed loads a test provokes on purpose (the browser logs every 4xx). */
export const unexpected = (errors: string[], ...statuses: number[]) =>
  errors.filter((e) => !statuses.some((s) => e.includes(`status of ${s} `)));

/** The value of the summary card with this label. */
export async function cardValue(page: Page, label: string): Promise<string> {
  return ((await page.locator('.stat', { hasText: label }).locator('.stat__value').textContent()) ?? '').trim();
}

/** Screenshots of the page at each width (toasts of earlier steps gone first), back at 1440 px after. */
export async function screenshotsAt(page: Page, name: string, widths: number[] = [1440, 375]) {
  await until(page, `document.querySelectorAll('.toast-surface').length === 0`, 10_000);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(250);
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}
