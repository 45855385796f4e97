import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_USERS } from '@app/contracts';
import { launchBrowser, screenshot, SCREENSHOT_DIR, signInThroughForm, watchedPage } from './support/browser.js';
import { startWebStack, type WebStack } from './support/webStack.js';
import { waitFor } from '../support/wait.js';

const { admin, investor } = DEMO_USERS;
let web: WebStack;
let browser: Browser;
let adminContext: BrowserContext;

interface Entry {
  instrument_token: number;
  tradingsymbol: string;
  target_price: number;
}

interface Recorded {
  notifications: { title: string; body?: string; icon?: string; at: number }[];
  tones: number[];
}

/**
 * Runs in the page before the app: records every Notification the app builds and every tone it
 * schedules, so the test can see what the user would have seen and heard.
 */
const RECORDER = `
  window.__alerts = { notifications: [], tones: [] };
  const NativeNotification = window.Notification;
  if (NativeNotification) {
    class RecordedNotification extends NativeNotification {
      constructor(title, options) {
        super(title, options);
        window.__alerts.notifications.push({ title, body: options && options.body, icon: options && options.icon, at: performance.now() });
      }
    }
    window.Notification = RecordedNotification;
  }
  const Ctx = window.AudioContext;
  if (Ctx) {
    const create = Ctx.prototype.createOscillator;
    Ctx.prototype.createOscillator = function () {
      const osc = create.call(this);
      const set = osc.frequency.setValueAtTime.bind(osc.frequency);
      osc.frequency.setValueAtTime = (value, time) => {
        window.__alerts.tones.push(value);
        return set(value, time);
      };
      return osc;
    };
  }
`;

const recorded = async (page: Page) => (await page.evaluate('window.__alerts')) as Recorded;

const json = async <T>(res: { ok(): boolean; status(): number; json(): Promise<unknown> }): Promise<T> => {
  if (!res.ok()) throw new Error(`HTTP ${res.status()}`);
  return ((await res.json()) as { data: T }).data;
};

async function watchlistOf(request: APIRequestContext): Promise<Entry[]> {
  return (await json<{ entries: Entry[] }>(await request.get(`${web.baseUrl}/api/watchlist`))).entries;
}

/** The admin forces the next tick a rupee under the target, on the 0.05 tick. */
async function pushBelowTarget(entry: Entry): Promise<number> {
  const price = Math.round((entry.target_price - 1) * 20) / 20;
  const res = await adminContext.request.post(`${web.baseUrl}/api/market/simulator/price`, {
    data: { instrument_token: entry.instrument_token, last_price: price },
  });
  expect(res.status()).toBe(200);
  return price;
}

const rupees = (v: number) => `₹${v.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Signs the investor in, waits for the live socket, and clicks the bell once (the first user interaction). */
async function openApp(context: BrowserContext) {
  const watch = await watchedPage(context);
  const { page } = watch;
  await signInThroughForm(page, web.baseUrl, investor.email, investor.password);
  await page.locator('[data-testid="connection-indicator"][data-state="connected"]').waitFor({ timeout: 20_000 });
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  await page.getByRole('dialog', { name: 'Alerts' }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Alerts' }).waitFor({ state: 'detached' });
  return { ...watch, bell };
}

beforeAll(async () => {
  web = await startWebStack();
  browser = await launchBrowser();
  adminContext = await browser.newContext();
  const login = await adminContext.request.post(`${web.baseUrl}/api/auth/login`, {
    data: { email: admin.email, password: admin.password },
  });
  expect(login.status()).toBe(200);
}, 90_000);

afterAll(async () => {
  await adminContext?.close();
  await browser?.close();
  await web?.close();
});

describe('target alerts', () => {
  it('with notifications denied: toast, chime, bell count, popover, and reading opens the chart', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(RECORDER);
    const { page, errors, bell } = await openApp(context);
    expect(await page.evaluate('Notification.permission')).not.toBe('granted');
    expect(await bell.getAttribute('aria-label')).toBe('Notifications');
    expect(await page.locator('button:focus').getAttribute('aria-label')).toBe('Notifications');

    const reliance = (await watchlistOf(context.request)).find((e) => e.tradingsymbol === 'RELIANCE')!;
    expect(reliance.target_price).toBeGreaterThan(0);
    const price = await pushBelowTarget(reliance);

    const toastText = page.getByText(`Target reached for RELIANCE! Current: ${rupees(price)}`);
    await toastText.waitFor({ timeout: 15_000 });
    await page.waitForTimeout(400);
    await screenshot(page, 'alerts-toast-1440');
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
    expect(await page.getByTestId('alert-badge').textContent()).toBe('1');
    const heard = await recorded(page);
    expect(heard.notifications).toEqual([]);
    expect(heard.tones).toEqual([659, 523]);
    // The toast goes by itself after 5 s once the pointer is off it (it sits over the bell meanwhile).
    await page.mouse.move(700, 600);
    await toastText.waitFor({ state: 'detached', timeout: 10_000 });

    await bell.click();
    const dialog = page.getByRole('dialog', { name: 'Alerts' });
    const item = dialog.getByRole('button', { name: /RELIANCE/ });
    // On a timeout, say what the popover showed instead (loading, an error, an empty list).
    await item.waitFor().catch(async (e: Error) => {
      throw new Error(`${e.message}\npopover: ${await dialog.innerText().catch(() => '(none)')}`);
    });
    const text = await item.textContent();
    expect(text).toContain(`Target ${rupees(reliance.target_price)}`);
    expect(text).toContain(`Price ${rupees(price)}`);
    expect(text).toContain('just now');
    expect(await dialog.getByText('1 unread').isVisible()).toBe(true);
    await screenshot(page, 'alerts-popover-1440');

    await item.click();
    await page.waitForURL(/\/dashboard\/charts\?symbol=RELIANCE&token=738561$/);
    await page.getByRole('button', { name: 'Notifications' }).waitFor();
    expect(await page.getByTestId('alert-badge').count()).toBe(0);
    // The page marks the alert read at once and stores it in the background: wait for the stored state.
    const stored = await waitFor(
      'the alert stored as read',
      async () =>
        json<{ alerts: { tradingsymbol: string; read: boolean }[]; unread: number }>(
          await context.request.get(`${web.baseUrl}/api/alerts`),
        ),
      (s) => s.unread === 0,
      10_000,
    );
    expect(stored.alerts.map((a) => [a.tradingsymbol, a.read])).toEqual([['RELIANCE', true]]);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('with notifications granted: a browser notification per alert, 500 ms apart, then "Mark all read" clears the badge', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    await context.grantPermissions(['notifications'], { origin: web.baseUrl });
    await context.addInitScript(RECORDER);
    const { page, errors, bell } = await openApp(context);
    expect(await page.evaluate('Notification.permission')).toBe('granted');

    const entries = await watchlistOf(context.request);
    const infy = entries.find((e) => e.tradingsymbol === 'INFY')!;
    const tcs = entries.find((e) => e.tradingsymbol === 'TCS')!;
    const infyPrice = await pushBelowTarget(infy);
    const tcsPrice = await pushBelowTarget(tcs);

    await page.getByRole('button', { name: 'Notifications, 2 unread' }).waitFor({ timeout: 15_000 });
    // The tab is visible, so the in-app toast shows as well.
    await page.getByText(`Target reached for INFY! Current: ${rupees(infyPrice)}`).waitFor();
    const lastToast = page.getByText(`Target reached for TCS! Current: ${rupees(tcsPrice)}`);
    await lastToast.waitFor();
    await page.waitForTimeout(400);
    // Viewport-only: a full-page capture resizes the emulated phone, and Chrome then replays the last
    // tap's position as a hover over the toasts, which pauses their timers.
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'alerts-toast-375.png') });
    const shown = (await recorded(page)).notifications;
    expect(shown.map((n) => n.title).sort()).toEqual(['INFY reached your target', 'TCS reached your target']);
    const infyNote = shown.find((n) => n.title.startsWith('INFY'))!;
    expect(infyNote.body).toBe(`Target ${rupees(infy.target_price)} · Current ${rupees(infyPrice)}`);
    expect(infyNote.icon).toBe('/favicon.svg');
    expect(Math.abs(shown[1].at - shown[0].at)).toBeGreaterThanOrEqual(500);
    await page.mouse.move(200, 600);
    await lastToast.waitFor({ state: 'detached', timeout: 10_000 });

    await bell.click();
    const dialog = page.getByRole('dialog', { name: 'Alerts' });
    await dialog.getByRole('button', { name: /TCS/ }).waitFor();
    expect(await dialog.getByRole('listitem').count()).toBe(3);
    await screenshot(page, 'alerts-popover-375');

    await dialog.getByRole('button', { name: 'Mark all read' }).click();
    await dialog.getByText('All caught up').waitFor();
    expect(await page.getByTestId('alert-badge').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Mark all read' }).isDisabled()).toBe(true);
    // The badge clears at once; the read marks reach the server a moment later.
    let stored = await json<{ unread: number; total: number }>(await context.request.get(`${web.baseUrl}/api/alerts`));
    for (const end = Date.now() + 20_000; stored.unread > 0 && Date.now() < end;) {
      await page.waitForTimeout(100);
      stored = await json<{ unread: number; total: number }>(await context.request.get(`${web.baseUrl}/api/alerts`));
    }
    expect(stored).toMatchObject({ unread: 0, total: 3 });

    await dialog.getByRole('link', { name: 'Manage watchlist targets' }).click();
    await page.waitForURL(/\/dashboard\/watchlist$/);
    expect(await page.getByRole('dialog', { name: 'Alerts' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
