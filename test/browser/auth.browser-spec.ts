import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { DEMO_USERS } from '@app/contracts';
import { CHROMIUM_PATH, launchBrowser, signInThroughForm, waitForPath, watchedPage } from './support/browser.js';
import { startWebStack, type WebStack } from './support/webStack.js';

const { admin, investor } = DEMO_USERS;
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

describe('sign-in', () => {
  it('walks both steps with the specified texts and lands on the dashboard', async () => {
    const context = await browser.newContext();
    const { page, errors } = await watchedPage(context);
    await page.goto(`${web.baseUrl}/`);
    await waitForPath(page, /\/login$/);
    // The address changes before the sign-in screen's code has loaded and drawn it.
    await page.getByRole('heading', { name: 'Trading Dashboard' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Trading Dashboard' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Sign in to your account').isVisible()).resolves.toBe(true);

    const email = page.getByPlaceholder('Enter your email');
    expect(await email.getAttribute('type')).toBe('email');
    expect(await email.getAttribute('required')).not.toBeNull();
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await email.fill('ab');
    expect(await continueButton.isDisabled()).toBe(true);
    await email.fill(`  ${investor.email}  `);
    expect(await continueButton.isDisabled()).toBe(false);
    await continueButton.click();

    await page.getByText('Welcome back, Asha! Please enter your password.').waitFor();
    expect(await page.locator('#login-email-readonly').getAttribute('readonly')).not.toBeNull();
    const signIn = page.getByRole('button', { name: 'Sign in' });
    expect(await signIn.isDisabled()).toBe(true);
    const password = page.getByPlaceholder('Enter your password');
    await password.fill(investor.password);
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await signIn.click();

    await waitForPath(page, /\/dashboard$/);
    await page.getByRole('button', { name: /User menu for Asha Rao/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says "Please check your email address" for an unknown account, and Change goes back', async () => {
    const context = await browser.newContext();
    const { page } = await watchedPage(context);
    await page.goto(`${web.baseUrl}/login`);
    await page.getByPlaceholder('Enter your email').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Please check your email address').waitFor();
    expect(page.url()).toMatch(/\/login$/);

    await page.getByPlaceholder('Enter your email').fill(admin.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Welcome back, Arjun! Please enter your password.').waitFor();
    await page.getByRole('button', { name: 'Change' }).click();
    await page.getByPlaceholder('Enter your email').waitFor();
    expect(await page.getByText(/Welcome back/).count()).toBe(0);
    await context.close();
  });

  it('shows a wrong password in the red box and stays on the password step', async () => {
    const context = await browser.newContext();
    const { page } = await watchedPage(context);
    await page.goto(`${web.baseUrl}/login`);
    await page.getByPlaceholder('Enter your email').fill(investor.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByPlaceholder('Enter your password').fill('Wrong@12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.locator('.auth-error');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Invalid email or password');
    expect(page.url()).toMatch(/\/login$/);
    expect(await page.getByRole('button', { name: 'Sign in' }).isEnabled()).toBe(true);
    await context.close();
  });

  it('returns a signed-out visitor to the page they asked for after signing in', async () => {
    const context = await browser.newContext();
    const { page } = await watchedPage(context);
    await page.goto(`${web.baseUrl}/dashboard/watchlist`);
    await waitForPath(page, /\/login$/);
    await page.getByPlaceholder('Enter your email').fill(investor.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByPlaceholder('Enter your password').fill(investor.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await waitForPath(page, /\/dashboard\/watchlist$/);
    // Already signed in: /login goes straight back to the dashboard.
    await page.goto(`${web.baseUrl}/login`);
    await waitForPath(page, /\/dashboard$/);
    await context.close();
  });
});

describe('remember me across a browser restart', () => {
  const restart = async (rememberMe: boolean) => {
    const dir = mkdtempSync(join(tmpdir(), 'td-profile-'));
    const args = [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ];
    try {
      const first = await chromium.launchPersistentContext(dir, {
        executablePath: CHROMIUM_PATH,
        headless: true,
        args,
      });
      const page = first.pages()[0] ?? (await first.newPage());
      await signInThroughForm(page, web.baseUrl, investor.email, investor.password, { rememberMe });
      await page.getByRole('button', { name: /User menu/ }).waitFor();
      await first.close();

      const second = await chromium.launchPersistentContext(dir, {
        executablePath: CHROMIUM_PATH,
        headless: true,
        args,
      });
      const again = second.pages()[0] ?? (await second.newPage());
      await again.goto(`${web.baseUrl}/dashboard/portfolio`);
      // Until the session check ends the guard shows its spinner at the asked-for URL, and on a busy
      // machine the network can fall idle before that check starts: wait for one of the two outcomes.
      await again
        .getByRole('button', { name: /User menu/ })
        .or(again.getByPlaceholder('Enter your email'))
        .waitFor();
      const url = again.url();
      await second.close();
      return url;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it('keeps a remembered user signed in', async () => {
    expect(await restart(true)).toMatch(/\/dashboard\/portfolio$/);
  }, 60_000);

  it('asks again when the user was not remembered', async () => {
    expect(await restart(false)).toMatch(/\/login$/);
  }, 60_000);
});

describe('roles and logout', () => {
  it('bounces a customer from admin pages and hides their entries', async () => {
    const context = await browser.newContext();
    const { page } = await watchedPage(context);
    await signInThroughForm(page, web.baseUrl, investor.email, investor.password);
    for (const path of ['/dashboard/admin/users', '/dashboard/zerodha-data']) {
      await page.goto(`${web.baseUrl}${path}`);
      await waitForPath(page, /\/dashboard$/);
    }
    const nav = page.getByRole('navigation');
    await nav.getByRole('link', { name: 'Portfolio' }).waitFor();
    expect(await nav.getByRole('link', { name: 'User Management' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Zerodha Data' }).count()).toBe(0);
    await page.getByRole('button', { name: /User menu/ }).click();
    expect(await page.getByTestId('role-line').textContent()).toBe(`Customer • ${investor.email}`);
    await context.close();
  });

  it('lets an admin in, with the broker role line', async () => {
    const context = await browser.newContext();
    const { page } = await watchedPage(context);
    await signInThroughForm(page, web.baseUrl, admin.email, admin.password);
    await page.getByRole('navigation').getByRole('link', { name: 'User Management' }).click();
    await waitForPath(page, /\/dashboard\/admin\/users$/);
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
    await page.getByRole('button', { name: /User menu/ }).click();
    expect(await page.getByTestId('role-line').textContent()).toBe('Admin • Zerodha ID: ZD1234');
    await context.close();
  });

  it('logs out to /login, forgets the user and keeps the dashboard shut', async () => {
    const context = await browser.newContext();
    const { page, errors } = await watchedPage(context);
    await signInThroughForm(page, web.baseUrl, investor.email, investor.password, { rememberMe: true });
    await page.evaluate("localStorage.setItem('fontSizePreference', '16')");
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await waitForPath(page, /\/login$/);
    // The page's own storage, read in the page (the test program has no DOM types).
    const stored = await page.evaluate(
      "[localStorage.getItem('user'), sessionStorage.getItem('user'), localStorage.getItem('fontSizePreference')]",
    );
    expect(stored).toEqual([null, null, null]);
    // The server clears the cookies in its answer to the logout call, which the page sends on its way out.
    const end = Date.now() + 20_000;
    let cookies = await context.cookies();
    while (cookies.some((c) => c.name === 'access_token' && c.value) && Date.now() < end) {
      await page.waitForTimeout(100);
      cookies = await context.cookies();
    }
    expect(cookies.filter((c) => c.name === 'access_token' && c.value)).toEqual([]);
    await page.goto(`${web.baseUrl}/dashboard`);
    await waitForPath(page, /\/login$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
