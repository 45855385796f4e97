import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM_PATH } from './browser.js';

/** What a browser reads from the manifest to install the app. */
export interface WebAppManifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
}

/** Waits until the service worker is active and controls the page (it claims open pages on activate). */
export async function waitForServiceWorkerControl(page: Page, timeoutMs = 20_000): Promise<string> {
  await page.waitForFunction("navigator.serviceWorker?.controller?.state === 'activated'", null, {
    timeout: timeoutMs,
  });
  return (await page.evaluate('navigator.serviceWorker.controller.scriptURL')) as string;
}

/** The service worker's registration id for `origin`, as Chromium's DevTools protocol names it. */
export async function registrationIdOf(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

export interface PushPayload {
  id: string;
  title: string;
  body: string;
  url: string;
  fired_at: string;
}

/**
 * Hands a push message to the origin's service worker through the DevTools protocol, from a blank
 * page of another origin, so no page of the app is open when the worker wakes.
 */
export async function deliverPushWithAppClosed(context: BrowserContext, origin: string, payload: PushPayload) {
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registrationId = await registrationIdOf(cdp, origin);
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) });
  return {
    blank,
    cdp,
    registrationId,
    close: async () => {
      await cdp.detach();
      await blank.close();
    },
  };
}

export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  data: { url: string; id: string | null };
}

/** The notifications the service worker shows, read from its registration. */
export async function shownNotifications(page: Page): Promise<ShownNotification[]> {
  // A string, so it runs in the page: the test's own TypeScript has no DOM types.
  return (await page.evaluate(`(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data }));
  })()`)) as ShownNotification[];
}

/** Polls the worker's notifications until `count` are shown (a push is handled asynchronously). */
export async function waitForNotifications(page: Page, count: number, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const shown = await shownNotifications(page);
    if (shown.length >= count || Date.now() > end) return shown;
    await page.waitForTimeout(100);
  }
}

/** The Cache Storage names and, per cache, the paths it holds. */
export async function cachedPaths(page: Page): Promise<Record<string, string[]>> {
  return (await page.evaluate(`(async () => {
    const out = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      out[name] = (await cache.keys()).map((r) => new URL(r.url).pathname);
    }
    return out;
  })()`)) as Record<string, string[]>;
}

// The shared launcher's flags: without them Chromium keeps dialling Google's hosts.
const PROFILE_ARGS = [
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

/**
 * A browser with an on-disk profile. Chromium refuses to install apps from incognito profiles, and
 * every context of a launched browser is one, so the installability check needs a profile of its own.
 */
export async function profileContext(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'pwa-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: PROFILE_ARGS,
    viewport: { width: 1440, height: 900 },
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
