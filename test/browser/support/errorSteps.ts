import type { Page } from 'playwright-core';

/** The calls a page made, as `METHOD /api/path` (no query), in order. */
export function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${r.method()} ${url.pathname}`);
  });
  return calls;
}

/** The times (ms since the epoch) a route was answered by `failWith`. */
export type Hits = number[];

/**
 * Every call to the path (any query) with this method fails with a 500 and the API's error envelope
 * carrying `text`, until `page.unroute(routePattern(path))`; the returned list grows with each call.
 */
export async function failWith(page: Page, path: string, text: string, method = 'GET'): Promise<Hits> {
  const hits: Hits = [];
  await page.route(routePattern(path), async (route) => {
    if (route.request().method() !== method) return route.fallback();
    hits.push(Date.now());
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, error: text }),
    });
  });
  return hits;
}

/** Every GET to the path answers 200 with this body instead of the server's. */
export async function answerWith(page: Page, path: string, body: unknown): Promise<void> {
  await page.route(routePattern(path), (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) })
      : route.fallback(),
  );
}

/** The path exactly, with or without a query string. */
export const routePattern = (path: string) => new RegExp(`/api${path.replace(/[/.]/g, '\\$&')}(\\?.*)?$`);

/** The toasts on screen with this text. */
export const toastsWith = (page: Page, text: string) => page.locator('.toast-surface').filter({ hasText: text });

/** Waits until `hits` has at least `n` calls. */
export async function hitsReach(page: Page, hits: Hits, n: number, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (hits.length < n) {
    if (Date.now() > end) throw new Error(`expected ${n} calls, saw ${hits.length}`);
    await page.waitForTimeout(50);
  }
}
