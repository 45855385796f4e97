import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { discoverApiRoutes } from '../support/routes.js';
import { documentPath } from '../support/openapi.js';
import { SCREENSHOT_DIR, launchBrowser, screenshot, watchedPage } from './support/browser.js';
import { startWebStack, type WebStack } from './support/webStack.js';

// A real browser against the whole stack on a shared 2-core machine: allow for slow moments.
jest.setTimeout(90_000);

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

describe('the interactive API page', () => {
  it('opens without signing in, under the Content-Security-Policy, and lists every route of the gateway', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const { page, errors } = await watchedPage(context);
    const csp: string[] = [];
    page.on('console', (m) => {
      if (/Content.Security.Policy/i.test(m.text())) csp.push(m.text());
    });
    const res = await page.goto(`${web.baseUrl}/api/docs`);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    const expected = discoverApiRoutes(web.stack.gateway!)
      .map((r) => `${r.method} ${documentPath(r)}`)
      .sort();
    const blocks = page.locator('.opblock');
    await blocks.first().waitFor();
    // A long catalogue renders its operations as they scroll into view: read them screen by screen.
    const listed = new Set<string>();
    for (let step = 0; step < 400; step++) {
      const seen = await blocks.evaluateAll((els) =>
        els.map((el) => {
          const method = el.querySelector('.opblock-summary-method')?.textContent ?? '';
          const path = el.querySelector('.opblock-summary-path')?.getAttribute('data-path') ?? '';
          return `${method.toUpperCase()} ${path}`;
        }),
      );
      for (const op of seen) listed.add(op);
      if (listed.size >= expected.length) break;
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(100);
    }
    expect([...listed].sort()).toEqual(expected);
    await page.evaluate('window.scrollTo(0, 0)');
    expect(await page.locator('.scheme-container .authorize').isVisible()).toBe(true);
    await screenshot(page, 'api-docs-1440');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'api-docs-top-1440.png') });
    // One operation opened: its cookie requirement, body example and answer examples are on show.
    const create = page.locator('#operations-settings-Layouts_create');
    for (let step = 0; step < 400 && (await create.count()) === 0; step++) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(100);
    }
    await create.locator('.opblock-summary-control').click();
    await create.locator('.responses-wrapper').getByText('Morning view').first().waitFor();
    await create.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'api-docs-operation-1440.png') });
    expect(csp).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
