import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';

/** Debian's chromium; playwright-core drives it without downloading a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without the networking flags Chromium keeps dialling Google's hosts, which this kind of machine refuses.
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const SCREENSHOT_DIR = join(process.cwd(), 'test-results', 'screenshots');

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`Browser tests need Chromium at ${CHROMIUM_PATH} (apt-get install chromium) or CHROMIUM_PATH`);
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ARGS });
}

export interface PageWatch {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

/** A page that records console errors and uncaught exceptions, so a test can assert there were none. */
export async function watchedPage(context: BrowserContext): Promise<PageWatch> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    // A failed resource logs no URL in its text; the location says which one it was.
    if (m.type() === 'error') errors.push(`console: ${m.text()}${m.location().url ? ` [${m.location().url}]` : ''}`);
  });
  page.on('pageerror', (e) => errors.push(`page: ${e.message}`));
  return { page, errors };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** Both sign-in steps through the form, as a user does it. */
/** A full-page screenshot from the top of the page, so a fixed header sits where it belongs. */
export async function screenshotFromTop(page: Page, name: string): Promise<string> {
  await page.evaluate('window.scrollTo(0, 0)');
  return screenshot(page, name);
}

export async function signInThroughForm(
  page: Page,
  baseUrl: string,
  email: string,
  password: string,
  options: { rememberMe?: boolean } = {},
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByPlaceholder('Enter your email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByPlaceholder('Enter your password').fill(password);
  if (options.rememberMe) await page.getByText('Remember me').click();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await waitForPath(page, /\/dashboard/);
}

/**
 * Waits until the page's URL matches. Client-side (pushState) navigations can finish before
 * `page.waitForURL` starts listening, so this polls the URL instead.
 */
export async function waitForPath(page: Page, pattern: RegExp, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!pattern.test(page.url())) {
    if (Date.now() > end) throw new Error(`URL ${page.url()} did not come to match ${pattern}`);
    await page.waitForTimeout(50);
  }
}

export interface SignedInPage extends PageWatch {
  context: BrowserContext;
  close(): Promise<void>;
}

/** A fresh browser context at `width` px, signed in as `user` through the form, its page watched for errors. */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  user: { email: string; password: string },
  width = 1440,
): Promise<SignedInPage> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const watch = await watchedPage(context);
  await signInThroughForm(watch.page, baseUrl, user.email, user.password);
  return { context, ...watch, close: () => context.close() };
}
