import type { Locator, Page } from 'playwright-core';
import type { TestDatabase } from '../../support/postgres.js';

/** The Alerts page, opened from the sidebar as a user does. */
export async function openAlertsPage(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Alerts', exact: true }).first().click();
  await page.getByRole('heading', { name: 'Alerts', level: 1 }).waitFor();
}

export const ruleEditor = (page: Page, title: 'New alert' | 'Edit alert') => page.getByRole('dialog', { name: title });

/** Picks an instrument in the editor through its search. */
export async function pickInstrument(dialog: Locator, query: string, symbol: string): Promise<void> {
  await dialog.getByRole('combobox', { name: 'Instrument' }).fill(query);
  const option = dialog.getByRole('option').filter({ hasText: symbol }).filter({ hasText: 'NSE' }).first();
  await option.waitFor();
  await option.click();
}

/** The rules table's row whose condition reads `condition`. */
export const ruleRow = (page: Page, condition: string): Locator =>
  page.locator('table.table > tbody > tr').filter({ hasText: condition });

export interface SeededDelivery {
  channel: string;
  status: 'pending' | 'delivered' | 'dead';
  attempts: number;
  last_error?: string;
}

/**
 * Records a fire of the user's rule with its deliveries, as the rule engine and the dispatcher would
 * leave them: the History tab reads them back through GET /api/alerts/deliveries.
 */
export async function seedFire(
  db: TestDatabase,
  ruleId: string,
  message: string,
  deliveries: SeededDelivery[],
): Promise<string> {
  const [fire] = await db.query<{ id: string }>(
    `INSERT INTO alerts.rule_fires (user_id, rule_id, kind, instrument_token, tradingsymbol, level, observed, message, fired_at)
     SELECT user_id, id, kind, instrument_token, tradingsymbol, value, value + 4.5, $2, now() FROM alerts.rules WHERE id = $1
     RETURNING id`,
    [ruleId, message],
  );
  if (!fire) throw new Error(`no rule ${ruleId}`);
  for (const d of deliveries)
    await db.query(
      // A pending one waits out its back-off (an hour), so the running dispatcher leaves it as seeded.
      `INSERT INTO alerts.deliveries (fire_id, user_id, channel, status, attempts, last_error, delivered_at, next_attempt_at)
       SELECT $1, user_id, $2, $3, $4, $5, CASE WHEN $3 = 'delivered' THEN now() END, now() + interval '1 hour'
       FROM alerts.rule_fires WHERE id = $1`,
      [fire.id, d.channel, d.status, d.attempts, d.last_error ?? null],
    );
  return fire.id;
}
