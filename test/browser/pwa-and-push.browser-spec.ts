import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import webpush from 'web-push';
import { DEMO_USERS } from '@app/contracts';
import {
  launchBrowser,
  screenshot,
  screenshotFromTop,
  signedInPage,
  signInThroughForm,
  type SignedInPage,
} from './support/browser.js';
import {
  cachedPaths,
  deliverPushWithAppClosed,
  profileContext,
  waitForNotifications,
  waitForServiceWorkerControl,
  type WebAppManifest,
} from './support/pwaSteps.js';
import { startWebStack, type WebStack } from './support/webStack.js';
import { waitFor } from '../support/wait.js';

const { investor } = DEMO_USERS;
let web: WebStack;
let browser: Browser;

beforeAll(async () => {
  // Secrets and VAPID keys of this run only, so the channels that need them are offered.
  const vapid = webpush.generateVAPIDKeys();
  web = await startWebStack({
    ALERT_SECRET_KEYS: `k1:${randomBytes(32).toString('base64')}`,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  });
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await web?.close();
});

/** Width and height from a PNG's IHDR chunk (bytes 16 to 23, big-endian). */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

/** Signed in, with the service worker installed and in control of the page. */
async function appUnderWorker(): Promise<SignedInPage> {
  const signed = await signedInPage(browser, web.baseUrl, investor);
  await waitForServiceWorkerControl(signed.page);
  return signed;
}

describe('installable app', () => {
  it('links a valid manifest whose icons load at their stated sizes', async () => {
    const { page, close } = await signedInPage(browser, web.baseUrl, investor);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    const res = await page.request.get(`${web.baseUrl}/manifest.webmanifest`);
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as WebAppManifest;
    expect(manifest).toMatchObject({
      name: 'Trading Dashboard',
      short_name: 'Dashboard',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b0f14',
      background_color: '#0a0e13',
    });
    expect(manifest.icons.some((i) => i.purpose === 'maskable' && i.sizes === '512x512')).toBe(true);
    for (const icon of manifest.icons) {
      const png = await page.request.get(`${web.baseUrl}${icon.src}`);
      expect(png.headers()['content-type']).toBe('image/png');
      const [w, h] = icon.sizes.split('x').map(Number);
      expect(pngSize(await png.body())).toEqual({ width: w, height: h });
    }
    const apple = await page.request.get(`${web.baseUrl}/icons/apple-touch-icon.png`);
    expect(pngSize(await apple.body())).toEqual({ width: 180, height: 180 });

    // Chromium's own reading of the manifest: parsed without errors.
    const cdp = await page.context().newCDPSession(page);
    const read = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(read.url).toBe(`${web.baseUrl}/manifest.webmanifest`);
    expect(read.errors).toEqual([]);
    await close();
  });

  it('is installable once the worker controls the page: no installability errors', async () => {
    // Headless Chromium has no install UI; the installability check that decides whether it offers
    // installing (`beforeinstallprompt`) is what DevTools exposes, so that is asserted here.
    const profile = await profileContext();
    try {
      const page = await profile.context.newPage();
      await page.addInitScript(
        "window.addEventListener('beforeinstallprompt', () => { window.installOffered = true; })",
      );
      await signInThroughForm(page, web.baseUrl, investor.email, investor.password);
      await waitForServiceWorkerControl(page);
      const cdp = await profile.context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: Array<{ errorId: string }>;
      };
      expect(installabilityErrors).toEqual([]);
      await page.waitForFunction('window.installOffered === true');
      await screenshot(page, 'pwa-installable-dashboard');

      // The app kept the offer: Settings > Alert channels offers "Install app", once.
      await page.goto(`${web.baseUrl}/dashboard/settings?section=alerts`);
      const install = page.getByRole('button', { name: 'Install app' });
      await install.waitFor();
      await screenshot(page, 'pwa-install-offer');
      await install.click();
      await install.waitFor({ state: 'detached' });
    } finally {
      await profile.close();
    }
  });
});

describe('service worker', () => {
  it('registers /sw.js, controls the page and precaches the shell; never caches /api', async () => {
    const { page, close, errors } = await appUnderWorker();
    expect(await page.evaluate('navigator.serviceWorker.controller.scriptURL')).toBe(`${web.baseUrl}/sw.js`);
    const caches = await cachedPaths(page);
    expect(caches['dashboard-shell-v1']).toEqual(['/index.html']);
    const assets = caches['dashboard-assets-v1'] ?? [];
    expect(assets.some((p) => /^\/assets\/index-.+\.js$/.test(p))).toBe(true);
    const everything = Object.values(caches).flat();
    expect(everything.filter((p) => p.startsWith('/api') || p.startsWith('/socket.io'))).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('opens /dashboard offline from the cached shell and shows the app, not the browser error page', async () => {
    const { context, page, close } = await appUnderWorker();
    // One reload online under the worker so the dashboard's lazily loaded files are cached too. Going
    // offline before the grid's chunk has arrived and the worker has stored it would leave the page
    // without a file it needs, which a slow machine did once.
    await page.reload();
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    await page.getByText('Loading dashboard...').waitFor({ state: 'hidden' });
    await waitFor(
      'every asset the page loaded to be in the worker cache',
      async () => {
        const loaded = (await page.evaluate(
          "performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)",
        )) as string[];
        const cached = new Set((await cachedPaths(page))['dashboard-assets-v1'] ?? []);
        return loaded.filter((path) => path.startsWith('/assets/') && !cached.has(path));
      },
      (missing) => missing.length === 0,
    );
    await context.setOffline(true);
    await page.goto(`${web.baseUrl}/dashboard`);
    expect(await page.title()).toBe('Trading Dashboard');
    await page.locator('#root *').first().waitFor({ timeout: 15_000 });
    // The app's own page and its own offline states, from the cached shell and assets.
    await page.getByRole('heading', { name: 'Overview' }).waitFor({ timeout: 15_000 });
    await page.locator('.state__title', { hasText: 'Failed to load portfolio data' }).waitFor();
    await screenshot(page, 'pwa-offline-dashboard');
    await context.setOffline(false);
    await close();
  });
});

describe('push notifications', () => {
  it('shows a pushed alert with every page of the app closed, tagged by its id so a repeat replaces it', async () => {
    // Headless Chromium cannot reach a real push service, so the push is handed to the worker through
    // DevTools (ServiceWorker.deliverPushMessage): the same `push` event a push service's message
    // raises, with the app closed, which is the part this app owns.
    const { context, page } = await appUnderWorker();
    const origin = web.baseUrl;
    await context.grantPermissions(['notifications'], { origin });
    await page.close();
    expect(context.pages()).toHaveLength(0);

    const alert = {
      id: '3f0c9a52-0d3e-4b71-9f55-1c2d3e4f5a6b',
      title: 'INFY alert',
      body: 'INFY crossed above ₹1,600.00 (now ₹1,604.50)',
      url: '/dashboard/alerts',
      fired_at: '2026-11-24T10:15:00.000Z',
    };
    const first = await deliverPushWithAppClosed(context, origin, alert);
    expect(context.pages().filter((p) => p.url().startsWith(origin))).toEqual([]);
    // The same fire pushed again (a retried delivery) must not show a second notification.
    await first.cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: first.registrationId,
      data: JSON.stringify(alert),
    });
    await first.close();

    const reader = await context.newPage();
    await reader.goto(`${origin}/login`);
    const shown = await waitForNotifications(reader, 1);
    expect(shown).toEqual([
      {
        title: 'INFY alert',
        body: 'INFY crossed above ₹1,600.00 (now ₹1,604.50)',
        tag: '3f0c9a52-0d3e-4b71-9f55-1c2d3e4f5a6b',
        data: { url: `${origin}/dashboard/alerts`, id: '3f0c9a52-0d3e-4b71-9f55-1c2d3e4f5a6b' },
      },
    ]);
    await screenshot(reader, 'pwa-after-push');
    await context.close();
  });
});

describe('Settings > Alert channels', () => {
  it('shows each channel with its state, saves defaults and quiet hours, and sends an in-app test alert', async () => {
    const { page, close, errors } = await signedInPage(browser, web.baseUrl, investor);
    await page.goto(`${web.baseUrl}/dashboard/settings?section=alerts`);
    const defaults = page.getByRole('form', { name: 'Default channels and quiet hours' });
    await defaults.waitFor();
    for (const name of ['In-app', 'Web push', 'Email', 'Telegram', 'Webhook'])
      await page.getByRole('region', { name: `${name} channel` }).waitFor();

    await defaults.getByLabel('From').fill('22:00');
    await defaults.getByLabel('To').fill('07:00');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/alerts/channels') && r.request().method() === 'PUT',
    );
    await defaults.getByRole('button', { name: 'Save defaults' }).click();
    expect((await saved).status()).toBe(200);
    await defaults.getByText('Now: 22:00 to 07:00 IST (passes midnight).').waitFor();

    // Keyboard: the in-app test button is reachable and pressed with Enter.
    const test = page.getByRole('region', { name: 'In-app channel' }).getByRole('button', { name: 'Send test alert' });
    await test.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Test alert sent to In-app').first().waitFor();

    // With VAPID keys set, web push is offered on this browser.
    const push = page.getByRole('region', { name: 'Web push channel' });
    await push.getByRole('button', { name: 'Enable on this browser' }).waitFor();

    // The webhook's signing secret shows once, after the save that made it.
    const hook = page.getByRole('region', { name: 'Webhook channel' });
    await hook.getByRole('textbox', { name: 'Webhook URL' }).fill('https://hooks.example.com/alerts');
    await hook.getByRole('button', { name: 'Save URL' }).click();
    const secret = hook.locator('.alert-channels__secret-value');
    await secret.waitFor();
    const shown = (await secret.textContent())!;
    expect(shown).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await hook.getByText(`Secret …${shown.slice(-4)}`).waitFor();
    await screenshotFromTop(page, 'settings-alert-channels');
    await page.reload();
    await hook.getByText(`Secret …${shown.slice(-4)}`).waitFor();
    expect(await page.content()).not.toContain(shown);
    expect(errors).toEqual([]);
    await close();
  });
});
