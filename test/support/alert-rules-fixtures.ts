import { expect } from '@jest/globals';
import type { AlertRule } from '@app/contracts';
import { registeredUser, restAs } from './alerts-fixtures.js';
import type { TestInfra } from './infra.js';

export const INFY = 408065;
export const RELIANCE = 738561;
export const TCS = 2953217;
/** An expiry no test outlives. */
export const FUTURE = '2099-01-01T00:00:00.000Z';

let users = 0;
/** A new user signed in, with their REST client. */
export async function rulesUser(base: string) {
  const u = await registeredUser(base, `rules.${++users}@example.com`);
  return { ...u, api: restAs(base, u.cookie) };
}
export type RulesUser = Awaited<ReturnType<typeof rulesUser>>;

/** Creates a rule, which must succeed; answers it. */
export async function createRule(u: RulesUser, body: object): Promise<AlertRule> {
  const res = await u.api.post('/alerts/rules', body);
  expect({ status: res.status, body: res.body }).toMatchObject({ status: 201 });
  return res.body.data.rule as AlertRule;
}

/** Sends a create that must be refused with 400, naming `field` with an error matching `text`. */
export async function refusedRule(u: RulesUser, body: object, field: string, text: RegExp): Promise<void> {
  const res = await u.api.post('/alerts/rules', body);
  expect(res.status).toBe(400);
  expect(res.body.success).toBe(false);
  const detail = (res.body.details as { field: string; errors: string[] }[]).find((d) => d.field === field);
  expect({ field, errors: detail?.errors.join(' ') }).toEqual({ field, errors: expect.stringMatching(text) });
}

/** How many rules alerts.rules holds for the user. */
export const ruleCount = async (infra: TestInfra, userId: string) =>
  (await infra.db.query<{ n: number }>('SELECT count(*)::int AS n FROM alerts.rules WHERE user_id = $1', [userId]))[0]
    .n;
