import type { BrowserContext, Page } from 'playwright-core';
import type { MarketStatusReply } from '@app/contracts';
import { join } from 'node:path';
import { SCREENSHOT_DIR } from './browser.js';
import { boxOf } from './fitSteps.js';

const HOLIDAY = 'Guru Nanak Jayanti';
const shut = { state: 'closed', reason: HOLIDAY, holiday: HOLIDAY, next_close: null } as const;

/**
 * GET /api/market/status as the server answers it at 10:00 IST on Tuesday 24 Nov 2026, Guru Nanak
 * Jayanti: NSE and BSE shut all day, MCX shut until its evening session.
 */
export const HOLIDAY_STATUS: MarketStatusReply = {
  as_of: '2026-11-24T10:00:00+05:30',
  time_zone: 'Asia/Kolkata',
  exchanges: [
    { exchange: 'NSE', ...shut, next_open: '2026-11-25T09:15:00+05:30' },
    { exchange: 'BSE', ...shut, next_open: '2026-11-25T09:15:00+05:30' },
    { exchange: 'MCX', ...shut, next_open: '2026-11-24T17:00:00+05:30' },
  ],
};

/**
 * Every page of the context reads `reply` from GET /api/market/status. The server's own answer is
 * tested with the calendar; this checks what the browser makes of a holiday, whatever today is.
 */
export async function answerMarketStatus(context: BrowserContext, reply: MarketStatusReply): Promise<void> {
  await context.route('**/api/market/status', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ success: true, data: reply }),
    }),
  );
}

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
