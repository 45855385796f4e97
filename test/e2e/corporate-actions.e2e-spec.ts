import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import request from 'supertest';
import {
  CORPORATE_ACTION_EVENTS,
  CORPORATE_ACTIONS_STREAM,
  DEMO_USERS,
  corporateActionConsumer,
  type CorporateActionApplied,
} from '@app/contracts';
import { AlertsEngine } from '../../apps/alerts/src/evaluator/alerts-engine.js';
import { cookieHeader, signIn } from '../support/http.js';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { TestStack } from '../support/stack.js';

const HEADER =
  'SYMBOL,COMPANY NAME,SERIES,PURPOSE,FACE VALUE,EX-DATE,RECORD DATE,BOOK CLOSURE START DATE,BOOK CLOSURE END DATE';
/** A small NSE file: a split, a bonus, a dividend, a combined line (factor 10) and a rights issue to skip. */
const NSE_CSV = [
  HEADER,
  'INFY,Infosys Limited,EQ,Face Value Split (Sub-Division) - From Rs 10/- Per Share To Rs 5/- Per Share,10,02-Jan-2025,02-Jan-2025,-,-',
  'RELIANCE,Reliance Industries Limited,EQ,Bonus 1:1,10,16-Jun-2025,16-Jun-2025,-,-',
  'TCS,Tata Consultancy Services Limited,EQ,Interim Dividend - Rs 11 Per Share,1,16-Oct-2025,16-Oct-2025,-,-',
  'BAJFINANCE,Bajaj Finance Limited,EQ,"Bonus 4:1 / Face Value Split From Rs 2/- To Re 1/-",2,16-Jun-2025,16-Jun-2025,-,-',
  'HDFCBANK,HDFC Bank Limited,EQ,Rights 1:10 at Rs 1000,1,01-Jul-2025,01-Jul-2025,-,-',
].join('\n');
const RELIANCE = { isin: 'INE002A01018', nse: 738561 };
const BAJFINANCE_NSE = 81153;

let infra: TestInfra;
let stack: TestStack;
let base = '';
let admin = '';
let customer = '';
let customerId = '';

const as = (cookie: string) => ({
  get: (path: string) => request(base).get(`/api${path}`).set('Cookie', cookie),
  post: (path: string, body: object = {}) => request(base).post(`/api${path}`).set('Cookie', cookie).send(body),
  upload: (content: string, name = 'CF-CA-equities.csv') =>
    request(base).post('/api/admin/corporate-actions').set('Cookie', cookie).attach('file', Buffer.from(content), name),
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, tries = 60): Promise<T> {
  let v = await read();
  for (let i = 0; i < tries && !done(v); i++) v = (await sleep(100), await read());
  return v;
}
const candle = async (token: number, day: string) =>
  (
    await infra.db.query<{ open: string; high: string; low: string; close: string; volume: string }>(
      'SELECT open, high, low, close, volume FROM market.day_candles WHERE instrument_token = $1 AND day = $2',
      [token, day],
    )
  )[0];
const target = async (id: string) =>
  Number(
    (
      await infra.db.query<{ t: string }>('SELECT target_price AS t FROM alerts.watchlist_entries WHERE id = $1', [id])
    )[0].t,
  );

beforeAll(async () => {
  infra = await setUpInfra();
  stack = new TestStack(infra, { SEED_DEMO: 'true', MARKET_ALWAYS_OPEN: 'true', SIMULATOR_INTERVAL_MS: '60000' });
  await stack.startServices(['auth', 'market', 'settings', 'portfolio', 'alerts']);
  base = await stack.startGateway();
  admin = cookieHeader((await signIn(base, DEMO_USERS.admin.email, DEMO_USERS.admin.password)).cookies);
  await request(base).post('/api/auth/register').send({ email: 'ca.customer@example.com', password: 'Portfolio12345' });
  const s = await signIn(base, 'ca.customer@example.com', 'Portfolio12345');
  customer = cookieHeader(s.cookies);
  customerId = s.user.id;
}, 90_000);
afterAll(async () => {
  await stack?.close();
  await infra?.close();
});

describe('corporate actions from NSE CSV to candles, targets and the event', () => {
  it('previews, applies once, rescales candles and targets set before the ex-date, and publishes', async () => {
    // History stored before the RELIANCE 1:1 bonus (16-Jun-2025), one day on the ex-date, and BAJFINANCE before its factor-10 date.
    await infra.db.query(
      `INSERT INTO market.day_candles (instrument_token, day, open, high, low, close, volume) VALUES
        ($1, '2025-06-13', 1990, 2010, 1980, 2000, 1000), ($1, '2025-06-16', 1001, 1003, 995, 1000, 2100),
        ($2, '2025-06-13', 9000, 9100, 8950, 9050, 300)
       ON CONFLICT (instrument_token, day) DO UPDATE SET open = EXCLUDED.open, high = EXCLUDED.high,
         low = EXCLUDED.low, close = EXCLUDED.close, volume = EXCLUDED.volume`,
      [RELIANCE.nse, BAJFINANCE_NSE],
    );
    // A ₹1,800 target set before the ex-date, and a ₹950 target set after it (already in the new units).
    const before = await as(customer).post('/watchlist', { instrument_token: RELIANCE.nse, target_price: 1800 });
    const after = await as(customer).post('/watchlist', { instrument_token: RELIANCE.nse, target_price: 950 });
    expect([before.status, after.status]).toEqual([201, 201]);
    const beforeId = before.body.data.entry?.id ?? before.body.data.id;
    const afterId = after.body.data.entry?.id ?? after.body.data.id;
    // A ₹900 target set before as well: it moves to ₹450 first, so the ₹1,800 one can take ₹900.
    const lower = await as(customer).post('/watchlist', { instrument_token: RELIANCE.nse, target_price: 900 });
    expect(lower.status).toBe(201);
    const lowerId = lower.body.data.entry?.id ?? lower.body.data.id;
    await infra.db.query(
      `UPDATE alerts.watchlist_entries SET target_set_at = '2025-06-01T10:00:00+05:30' WHERE id = ANY($1::uuid[])`,
      [[beforeId, lowerId]],
    );

    const up = await as(admin).upload(NSE_CSV);
    expect(up.status).toBe(201);
    const batch = up.body.data.batch;
    expect(batch.status).toBe('preview');
    expect(batch.problems).toEqual([
      expect.objectContaining({ line: 6, column: 'PURPOSE', message: expect.stringContaining('Rights 1:10') }),
    ]);
    expect(batch.actions.map((a: { symbol: string; kind: string }) => `${a.symbol}:${a.kind}`)).toEqual([
      'INFY:split',
      'RELIANCE:bonus',
      'TCS:dividend',
      'BAJFINANCE:bonus',
      'BAJFINANCE:split',
    ]);
    const bonus = batch.actions.find((a: { symbol: string }) => a.symbol === 'RELIANCE');
    expect(bonus).toMatchObject({
      isin: RELIANCE.isin,
      ex_date: '2025-06-16',
      ratio_numerator: 2,
      ratio_denominator: 1,
    });
    expect(batch.actions.find((a: { kind: string }) => a.kind === 'dividend')).toMatchObject({ per_share: '11' });
    // RELIANCE's and BAJFINANCE's days above at least; nothing is changed by a preview.
    expect(batch.effects.candles_rescaled).toBeGreaterThanOrEqual(2);
    expect(await candle(RELIANCE.nse, '2025-06-13')).toMatchObject({ close: '2000.0000', volume: '1000' });

    const applied = await as(admin).post(`/admin/corporate-actions/${batch.id}/apply`);
    expect(applied.status).toBe(200);
    expect(applied.body.data.batch.status).toBe('applied');
    expect(applied.body.data.batch.actions.every((a: { status: string }) => a.status === 'applied')).toBe(true);
    // 1:1 bonus: ₹2,000 / 2 = ₹1,000, volume 1,000 x 2 = 2,000; the ex-date's own day is untouched.
    expect(await candle(RELIANCE.nse, '2025-06-13')).toEqual({
      open: '995.0000',
      high: '1005.0000',
      low: '990.0000',
      close: '1000.0000',
      volume: '2000',
    });
    expect(await candle(RELIANCE.nse, '2025-06-16')).toMatchObject({ close: '1000.0000', volume: '2100' });
    // BAJFINANCE: bonus 4:1 (x5) and split 2 -> 1 (x2) on one date: ₹9,050 / 10 = ₹905, volume 300 x 10.
    expect(await candle(BAJFINANCE_NSE, '2025-06-13')).toMatchObject({ close: '905.0000', volume: '3000' });

    // ₹1,800 set before the bonus becomes ₹900 once the alerts service has the event; ₹950 set after stays.
    expect(
      await until(
        () => target(beforeId),
        (t) => t === 900,
      ),
    ).toBe(900);
    expect(await target(afterId)).toBe(950);
    expect(await target(lowerId)).toBe(450);
    const engine = stack.service('alerts').get(AlertsEngine);
    expect(engine.index.get(beforeId)?.target).toBe(900);
    const listed = (await as(customer).get('/watchlist')).body.data;
    expect(JSON.stringify(listed)).toContain('"target_price":900');

    // Applying again changes nothing: candles, targets and the stream stay as they are.
    const again = await as(admin).post(`/admin/corporate-actions/${batch.id}/apply`);
    expect(again.status).toBe(200);
    expect(again.body.data.batch.effects).toEqual({ candles_rescaled: 0, instruments: 0 });
    // Re-uploading the same file stores no second copy of any action.
    const reupload = (await as(admin).upload(NSE_CSV)).body.data.batch;
    expect(reupload.actions.map((a: { id: string }) => a.id)).toEqual(batch.actions.map((a: { id: string }) => a.id));
    expect(reupload.actions.every((a: { status: string }) => a.status === 'applied')).toBe(true);
    await as(admin).post(`/admin/corporate-actions/${reupload.id}/apply`);
    await sleep(300);
    expect(await candle(RELIANCE.nse, '2025-06-13')).toMatchObject({ close: '1000.0000', volume: '2000' });
    expect(await target(beforeId)).toBe(900);

    // The stream holds one event per action, with the ISIN's instruments.
    const nc = await connect({ servers: infra.nats.url });
    try {
      const consumer = await jetstream(nc).consumers.get(CORPORATE_ACTIONS_STREAM);
      const events: CorporateActionApplied[] = [];
      const messages = await consumer.fetch({ max_messages: 20, expires: 1000 });
      for await (const m of messages) events.push(m.json<CorporateActionApplied>());
      expect(events.map((e) => e.action.id).sort()).toEqual(batch.actions.map((a: { id: string }) => a.id).sort());
      const reliance = events.find((e) => e.action.isin === RELIANCE.isin)!;
      expect(reliance.action.status).toBe('applied');
      expect(reliance.instrument_tokens).toEqual(expect.arrayContaining([RELIANCE.nse]));
      // The same event delivered again (a redelivery after a crash) rescales nothing a second time.
      await jetstream(nc).publish(CORPORATE_ACTION_EVENTS.applied, JSON.stringify(reliance), { msgID: 'replayed' });
      const seen = async () =>
        (
          await infra.db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM alerts.corporate_actions_applied WHERE action_id = $1',
            [reliance.action.id],
          )
        )[0].n;
      expect(await seen()).toBe(1);
      const alertsConsumer = await jetstream(nc).consumers.get(
        CORPORATE_ACTIONS_STREAM,
        corporateActionConsumer('alerts'),
      );
      const info = async () => {
        const i = await alertsConsumer.info();
        return i.num_ack_pending + i.num_pending;
      };
      expect(await until(info, (n) => n === 0)).toBe(0);
      expect(await target(beforeId)).toBe(900);
    } finally {
      await nc.close();
    }

    // Any signed-in user lists the actions of an ISIN.
    const list = await as(customer).get(`/corporate-actions?isin=${RELIANCE.isin}`);
    expect(list.status).toBe(200);
    expect(list.body.data.corporate_actions).toEqual([
      expect.objectContaining({ id: bonus.id, kind: 'bonus', status: 'applied', isin: RELIANCE.isin }),
    ]);
    expect(customerId).toEqual(expect.any(String));
  }, 60_000);

  it('a hand entry makes a one-action batch, and its factor must change something', async () => {
    const entry = {
      isin: 'INE467B01029',
      kind: 'split',
      ex_date: '2024-03-01',
      ratio_numerator: 5,
      ratio_denominator: 1,
    };
    const made = await as(admin).post('/admin/corporate-actions/manual', entry);
    expect(made.status).toBe(201);
    expect(made.body.data.batch.actions).toEqual([
      expect.objectContaining({
        symbol: 'TCS',
        kind: 'split',
        ratio_numerator: 5,
        ratio_denominator: 1,
        status: 'preview',
      }),
    ]);
    const one = await as(admin).post('/admin/corporate-actions/manual', {
      ...entry,
      ratio_numerator: 3,
      ratio_denominator: 3,
    });
    expect(one.status).toBe(400);
    expect(JSON.stringify(one.body)).toContain('ratio_numerator');
    const huge = await as(admin).post('/admin/corporate-actions/manual', { ...entry, ratio_numerator: 1e12 });
    expect(huge.status).toBe(400);
    expect(JSON.stringify(huge.body)).toContain('ratio_numerator');
    const noRatio = await as(admin).post('/admin/corporate-actions/manual', { ...entry, ratio_numerator: undefined });
    expect(noRatio.status).toBe(400);
  });

  it('refuses a customer on every admin route (403) and answers a bad CSV with 400 naming line and column', async () => {
    expect((await as(customer).upload(NSE_CSV)).status).toBe(403);
    expect((await as(customer).post('/admin/corporate-actions/manual', {})).status).toBe(403);
    expect(
      (await as(customer).post('/admin/corporate-actions/8a6e0804-2bd0-4672-b79d-d97027ef4ac1/apply')).status,
    ).toBe(403);
    expect((await request(base).get('/api/corporate-actions')).status).toBe(401);

    const notNse = await as(admin).upload('Symbol,ISIN,Qty\nTCS,INE467B01029,1\n', 'holdings.csv');
    expect(notNse.status).toBe(400);
    expect(JSON.stringify(notNse.body)).toMatch(/line 1, column PURPOSE/);
    const broken = await as(admin).upload(`${HEADER}\nTCS,"unclosed,EQ,Bonus 1:1\n`, 'broken.csv');
    expect(broken.status).toBe(400);
    expect(JSON.stringify(broken.body)).toMatch(/line 2/);
    expect((await as(admin).post('/admin/corporate-actions/not-a-uuid/apply')).status).toBe(400);
    expect((await as(admin).post('/admin/corporate-actions/8a6e0804-2bd0-4672-b79d-d97027ef4ac1/apply')).status).toBe(
      404,
    );
    expect((await as(customer).get('/corporate-actions?isin=NOTANISIN')).status).toBe(400);
  });
});
