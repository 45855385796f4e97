import type { Page } from 'playwright-core';
import type { apiAs } from './api.js';

type Api = Awaited<ReturnType<typeof apiAs>>;

/** The little of the DOM the in-page predicates use (the test program has no DOM types). */
interface El {
  textContent: string | null;
  querySelector(selector: string): El | null;
  querySelectorAll(selector: string): ArrayLike<El>;
}
interface Doc {
  querySelector(selector: string): El | null;
  querySelectorAll(selector: string): ArrayLike<El>;
}

/**
 * A forced price is the next tick, and the walk goes on from it half a second later (sometimes within
 * the same frame), so the screen is read for a price near the forced one rather than equal to it.
 */
export const NEAR = 1;

/** A price 2 % above the instrument's current one, on its 0.05 tick. */
export async function nudgedPrice(api: Api, token: number, symbol: string): Promise<number> {
  const res = await api.get(`/api/securities/search?query=${symbol}&limit=5`);
  const hit = (res.body.data.securities as Array<{ instrument_token: number; last_price: number }>).find(
    (s) => s.instrument_token === token,
  )!;
  return Number((Math.round((hit.last_price * 1.02) / 0.05) * 0.05).toFixed(2));
}

/** The live price and Performance vs Low of a symbol's Analytics row, once its price is near `near`. */
export async function analyticsRowNear(
  page: Page,
  symbol: string,
  near: number,
): Promise<{ price: number; fromLow: number }> {
  const handle = await page.waitForFunction(
    ([s, n, tolerance]) => {
      const row = Array.from(
        (globalThis as unknown as { document: Doc }).document.querySelectorAll('table tbody tr'),
      ).find((tr) => tr.querySelector('.cell-main')?.textContent === s);
      const cells = row ? Array.from(row.querySelectorAll('td')).map((td) => td.textContent ?? '') : [];
      const number = (text: string | undefined, pattern: RegExp) =>
        Number((text ?? '').match(pattern)?.[1]?.replace(/,/g, '') ?? NaN);
      const price = number(cells[1], /₹([\d,]+\.\d\d)/);
      return Math.abs(price - n) < tolerance ? { price, fromLow: number(cells[4], /([+-]?[\d,]+\.\d\d)%/) } : null;
    },
    [symbol, near, NEAR] as const,
    { timeout: 10_000 },
  );
  return (await handle.jsonValue())!;
}

/** Waits until the Charts page's header price is near `price`. */
export async function untilChartPriceNear(page: Page, price: number): Promise<void> {
  await page.waitForFunction(
    ([p, tolerance]) => {
      const text =
        (globalThis as unknown as { document: Doc }).document.querySelector(
          '[data-testid=chart-price] .chart-head__price',
        )?.textContent ?? '';
      return Math.abs(Number(text.match(/₹([\d,]+\.\d\d)/)?.[1]?.replace(/,/g, '') ?? NaN) - p) < tolerance;
    },
    [price, NEAR] as const,
    { timeout: 10_000 },
  );
}

/** Text of the Analytics table row of a symbol ('' when absent). */
export const analyticsRowText = (page: Page, symbol: string) =>
  page.evaluate(
    `[...document.querySelectorAll('table tbody tr')].find((tr) => tr.querySelector('.cell-main')?.textContent === ${JSON.stringify(symbol)})?.textContent ?? ''`,
  ) as Promise<string>;

/** Waits until the Analytics table lists `count` instruments (each a link to its chart). */
export async function untilInstrumentsListed(page: Page, count: number, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (n) =>
      (globalThis as unknown as { document: Doc }).document.querySelectorAll('table tbody tr a.symbol-link').length ===
      n,
    count,
    { timeout },
  );
}

export interface TrackedInstrument {
  instrument_token: number;
  tradingsymbol: string;
  status: string;
}

/** The user's tracked analytics instruments, as the API lists them. */
export async function trackedInstruments(api: Api): Promise<TrackedInstrument[]> {
  return (await api.get('/api/analytics/instruments/tracked')).body.data.instruments as TrackedInstrument[];
}

/**
 * Adds the tokens again (already tracked ones are recalculated) and waits, up to 30 s, until the
 * market service's paced analytics queue has nothing pending or in progress.
 */
export async function settleAnalyticsQueue(api: Api, tokens: number[]): Promise<number> {
  const added = (await api.post('/api/analytics/instruments/bulk-add', { instrument_tokens: tokens })).status;
  for (let i = 0; i < 60; i++) {
    const s = (await api.get('/api/analytics/processing-status')).body.data as {
      is_processing: boolean;
      pending: number;
      processing: number;
    };
    if (!s.is_processing && s.pending + s.processing === 0) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return added;
}

/** Adds one instrument through the Add instrument dialog's search. */
export async function addThroughSearch(page: Page, query: string, symbol: string, screenshot?: () => Promise<unknown>) {
  await page.getByRole('button', { name: 'Add instrument' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add instrument' });
  await dialog.getByRole('combobox', { name: 'Instrument' }).fill(query);
  await dialog.getByRole('option').filter({ hasText: symbol }).first().waitFor();
  await screenshot?.();
  await dialog.getByRole('option').filter({ hasText: symbol }).first().click();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
}

/** Opens Bulk add and chooses a quick pick, once `count` instruments are selected. */
export async function openBulkPick(page: Page, pick: RegExp, count: number) {
  await page.getByRole('button', { name: 'Bulk add' }).click();
  const bulk = page.getByRole('dialog', { name: 'Add several instruments' });
  await bulk.getByRole('button', { name: pick }).click();
  await bulk.getByText(`${count} selected`, { exact: true }).waitFor({ timeout: 20_000 });
  return bulk;
}

/** Removes a tracked instrument from the Analytics table, confirming in the dialog. */
export async function removeTracked(page: Page, symbol: string) {
  await page.getByRole('button', { name: `Remove ${symbol}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove instrument' });
  await confirm.getByText(`Stop tracking ${symbol}?`, { exact: false }).waitFor();
  await confirm.getByRole('button', { name: 'Remove' }).click();
}

/**
 * Puts tracked rows in the state the processor leaves after a failure (status, error, one attempt):
 * the simulator always has price history, so a failure cannot be provoked through the product.
 */
export async function markAnalyticsFailed(
  db: { query(sql: string, params: unknown[]): Promise<unknown[]> },
  tokens: number[],
  email: string,
): Promise<unknown[]> {
  return db.query(
    `UPDATE market.analytics_tracked_instruments SET status = 'failed', error = 'No price history for this instrument', attempts = 1
      WHERE instrument_token = ANY($1::bigint[]) AND user_id = (SELECT id FROM auth.users WHERE email = $2) RETURNING id`,
    [tokens, email],
  );
}

/** Waits for the Charts page to draw its candles. */
export const candlesDrawn = (page: Page, timeout = 20_000) =>
  page.locator('[data-testid=candle-chart] canvas').first().waitFor({ timeout });

/** Types into the Analytics time range field (opening its settings first) and answers what it kept. */
export async function typeTimeRange(page: Page, text: string): Promise<string> {
  const months = page.getByRole('textbox', { name: 'Time Range (Months)' });
  if (!(await months.isVisible())) {
    // A toast can lie over the button, and one under the pointer never times out: move away, let it go.
    await page.mouse.move(10, 10);
    await page.locator('.toast-surface').first().waitFor({ state: 'detached', timeout: 15_000 });
    await page.getByRole('button', { name: 'Time range settings' }).click();
  }
  await months.fill(text);
  return months.inputValue();
}

/** Picks another chart interval and answers the candles the page asked for with it. */
export async function switchInterval(page: Page, label: string, token: number, interval: string) {
  const candles = page.waitForResponse(
    (r) =>
      r.url().includes(`/api/historical/${token}`) && r.url().includes(`interval=${interval}`) && r.status() === 200,
  );
  await page.getByRole('button', { name: label }).click();
  return ((await (await candles).json()) as { data: Array<{ date: string }> }).data;
}

/** The links of a movers card of the Market Data page (Top Gainers, Top Losers), once it has some. */
export async function moverLinks(page: Page, card: string): Promise<string[]> {
  const links = page.getByRole('region', { name: card }).getByRole('link');
  await links.first().waitFor();
  return (await links.allTextContents()).map((t) => t.trim());
}

/** Waits for the Analytics table's first row (or, on a phone, its first card). */
export const analyticsRowsShown = (page: Page) =>
  page
    .getByRole('table', { name: 'Analytics instruments' })
    .locator('tbody tr')
    .or(page.getByRole('list', { name: 'Analytics instruments' }).getByRole('listitem'))
    .first()
    .waitFor({ timeout: 30_000 });

/**
 * Watches a recalculation for `months`: the calculating toast is shown only when the server answers
 * "calculating", and a fast server may answer "completed" at once. `check` asserts the toast was seen
 * whenever the server said it was calculating, without racing a toast that can be brief.
 */
export function watchCalculating(page: Page, months: number) {
  const statuses: Promise<string>[] = [];
  const onResponse = (r: { url(): string; json(): Promise<unknown> }) => {
    if (!r.url().includes(`/api/analytics/bulk-data-instant?months=${months}`)) return;
    statuses.push(
      r.json().then(
        (b) => String((b as { status?: unknown }).status),
        () => 'unreadable',
      ),
    );
  };
  page.on('response', onResponse);
  const shown = page
    .getByText(`Calculating analytics for ${months} months...`)
    .waitFor({ timeout: 30_000 })
    .then(
      () => true,
      () => false,
    );
  return {
    async check(): Promise<void> {
      page.off('response', onResponse);
      const heard = await Promise.all(statuses);
      if (heard.includes('calculating') && !(await shown)) {
        throw new Error(`the server answered ${heard.join(', ')} but the calculating toast never showed`);
      }
    },
  };
}
