import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DEMO_USERS } from '@app/contracts';
import { cookieHeader, signIn } from '../support/http.js';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { TestStack } from '../support/stack.js';
import { statementsOfRequest } from '../support/statements.js';

const HEADER =
  'SYMBOL,COMPANY NAME,SERIES,PURPOSE,FACE VALUE,EX-DATE,RECORD DATE,BOOK CLOSURE START DATE,BOOK CLOSURE END DATE';
const SYMBOLS = ['INFY', 'TCS', 'RELIANCE', 'HDFCBANK'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const nseDay = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}-${MONTHS[d.getUTCMonth()]}-${d.getUTCFullYear()}`;
const LINES = 2000;

/** Line k + 2 of the file (after the header): a dividend of Rs 1 to 7 on its own day, four symbols in turn. */
function dividendLine(k: number): string {
  const day = nseDay(new Date(Date.UTC(2020, 0, 1) + Math.floor(k / SYMBOLS.length) * 86_400_000));
  return `${SYMBOLS[k % SYMBOLS.length]},Company,EQ,Interim Dividend - Rs ${1 + (k % 7)} Per Share,1,${day},${day},-,-`;
}

let infra: TestInfra;
let stack: TestStack;
let base = '';
let admin = '';

beforeAll(async () => {
  infra = await setUpInfra();
  stack = new TestStack(infra, { SEED_DEMO: 'true', SIMULATOR_INTERVAL_MS: '60000' });
  await stack.startServices(['auth', 'market', 'settings']);
  base = await stack.startGateway();
  admin = cookieHeader((await signIn(base, DEMO_USERS.admin.email, DEMO_USERS.admin.password)).cookies);
}, 90_000);
afterAll(async () => {
  await stack?.close();
  await infra?.close();
});

// NSE's corporate-actions file for a year runs to thousands of lines; its upload answers within an
// ordinary call's timeout because the actions are stored in one statement, not two per line.
describe("a year's NSE corporate-actions file", () => {
  it('stores 2,000 dividends in a few statements, a line repeated in the file as one action with its first line', async () => {
    const csv = [HEADER, ...Array.from({ length: LINES }, (_, k) => dividendLine(k)), dividendLine(0)].join('\n');
    const { result: up, statements } = await statementsOfRequest(stack.service('market'), (id) =>
      request(base)
        .post('/api/admin/corporate-actions')
        .set('Cookie', admin)
        .set('X-Request-Id', id)
        .attach('file', Buffer.from(csv), 'CF-CA-equities.csv'),
    );
    expect(up.status).toBe(201);
    const batch = up.body.data.batch;
    expect(batch.problems).toEqual([]);
    expect(batch.actions).toHaveLength(LINES);
    // The batch, its actions, the reads of the answer: not a statement per line.
    expect(statements).toBeLessThanOrEqual(10);
    const [items] = await infra.db.query<{ n: number; first: number; last: number }>(
      'SELECT count(*)::int AS n, min(line) AS first, max(line) AS last FROM market.corporate_action_batch_items WHERE batch_id = $1',
      [batch.id],
    );
    // Lines 2 to 2,001; line 2,002 repeats line 2 and adds nothing.
    expect(items).toEqual({ n: LINES, first: 2, last: LINES + 1 });
    // Line 1,001 (k = 999): HDFCBANK, 999 % 7 = 5, so Rs 6, on day 249 after 1 Jan 2020 (6 Sep 2020).
    const [one] = await infra.db.query<{ symbol: string; per_share: string; ex_date: string }>(
      `SELECT a.symbol, a.per_share::text, a.ex_date::text FROM market.corporate_actions a
         JOIN market.corporate_action_batch_items i ON i.action_id = a.id WHERE i.batch_id = $1 AND i.line = 1001`,
      [batch.id],
    );
    expect(one).toEqual({ symbol: 'HDFCBANK', per_share: '6.0000', ex_date: '2020-09-06' });

    // The same file again: every action resolves to the stored one, none is added.
    const again = await request(base)
      .post('/api/admin/corporate-actions')
      .set('Cookie', admin)
      .attach('file', Buffer.from(csv), 'CF-CA-equities.csv');
    expect(again.body.data.batch.actions).toHaveLength(LINES);
    const [all] = await infra.db.query<{ n: number }>('SELECT count(*)::int AS n FROM market.corporate_actions');
    expect(all.n).toBe(LINES);
  });
});
