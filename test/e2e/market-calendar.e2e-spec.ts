import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestMicroservice } from '@nestjs/common';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DEMO_USERS, serviceSubjects, type MarketStatusReply } from '@app/contracts';
import { startService } from '@app/common';
import { CalendarService } from '../../apps/market/src/calendar/calendar.service.js';
import { loadMarketConfig } from '../../apps/market/src/config/market.config.js';
import { MarketModule } from '../../apps/market/src/market.module.js';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { capturingLogger } from '../support/logs.js';
import { TestStack } from '../support/stack.js';
import { cookieHeader, signIn } from '../support/http.js';
import { waitFor } from '../support/wait.js';

const { admin, investor } = DEMO_USERS;
const BUNDLED = join(process.cwd(), 'libs', 'calendar', 'src', 'data', 'exchange-calendar.json');

// Republic Day, Monday 26 January 2026, 10:00 IST: the market service's clock starts there (MARKET_CLOCK_START).
const ENV = { SEED_DEMO: 'true', SIMULATOR_INTERVAL_MS: '60000', MARKET_CLOCK_START: '2026-01-26T10:00:00+05:30' };

let infra: TestInfra;
let stack: TestStack;
let secondMarket: INestMicroservice;
let base: string;
let dir: string;
let calendarFile: string;
let adminCookie: string;
let investorCookie: string;

const get = (path: string, cookie = investorCookie) => request(base).get(`/api${path}`).set('Cookie', cookie);
const reload = (cookie = adminCookie) =>
  request(base).post('/api/admin/market/calendar/reload').set('Cookie', cookie).send({});
const nseOf = (status: MarketStatusReply) => status.exchanges.find((e) => e.exchange === 'NSE')!;
const replicas = () => [stack.service('market'), secondMarket].map((app) => app.get(CalendarService));

beforeAll(async () => {
  infra = await setUpInfra();
  dir = mkdtempSync(join(tmpdir(), 'market-calendar-'));
  calendarFile = join(dir, 'exchange-calendar.json');
  writeFileSync(calendarFile, readFileSync(BUNDLED, 'utf8'));
  const env = { ...ENV, MARKET_CALENDAR_FILE: calendarFile };
  stack = new TestStack(infra, env);
  await stack.startServices(['auth', 'market']);
  // A second market replica on the same NATS: a reload must reach it too.
  const config = loadMarketConfig({
    ...env,
    NODE_ENV: 'test',
    DATABASE_URL: infra.db.url,
    NATS_URL: infra.nats.url,
    HEALTH_PORT: '0',
    METRICS_PORT: '0',
    INSTANCE_ID: 'market-2',
  });
  const { logger } = capturingLogger('market-2');
  secondMarket = await startService(MarketModule.forRoot(config, logger), {
    queue: 'market',
    natsUrl: infra.nats.url,
    instance: 'market-2',
    logger,
    readinessSubject: serviceSubjects('market').health,
  });
  base = await stack.startGateway();
  adminCookie = cookieHeader((await signIn(base, admin.email, admin.password)).cookies);
  investorCookie = cookieHeader((await signIn(base, investor.email, investor.password)).cookies);
}, 90_000);

afterAll(async () => {
  await secondMarket?.close();
  await stack?.close();
  await infra?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('GET /api/market/calendar', () => {
  it('lists the 2026 holidays by name for each exchange, in IST, with their source', async () => {
    const res = await get('/market/calendar?year=2026');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ year: 2026, time_zone: 'Asia/Kolkata' });
    expect(data.source).toContain('NSE/CMTR/71775');
    expect(data.exchanges.map((e: { exchange: string }) => e.exchange)).toEqual(['NSE', 'BSE', 'NFO', 'BFO', 'MCX']);
    const nse = data.exchanges[0].days.map((d: { name: string }) => d.name);
    expect(nse).toEqual(expect.arrayContaining(['Republic Day', 'Holi', 'Diwali Balipratipada', 'Christmas']));
    const mcxHoli = data.exchanges[4].days.find((d: { date: string }) => d.date === '2026-03-03');
    expect(mcxHoli.sessions).toEqual([{ kind: 'evening', start: '17:00', end: '23:55' }]);
  });

  it('answers 400 naming year for a year the calendar does not hold, or no year at all', async () => {
    for (const path of ['/market/calendar?year=2024', '/market/calendar?year=abc', '/market/calendar']) {
      const res = await get(path);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.error).toContain('year');
    }
  });

  it('is for signed-in users only', async () => {
    expect((await request(base).get('/api/market/calendar?year=2026')).status).toBe(401);
    expect((await request(base).get('/api/market/status')).status).toBe(401);
  });
});

describe('GET /api/market/status', () => {
  it('answers each exchange on Republic Day: equities and MCX closed, with the holiday named', async () => {
    const res = await get('/market/status');
    expect(res.status).toBe(200);
    const status = res.body.data as MarketStatusReply;
    expect(status.as_of).toMatch(/^2026-01-26T10:0\d:\d\d\+05:30$/);
    expect(status.exchanges.map((e) => e.exchange)).toEqual(['NSE', 'BSE', 'NFO', 'BFO', 'MCX']);
    for (const e of status.exchanges) expect(e).toMatchObject({ state: 'closed', holiday: 'Republic Day' });
    expect(nseOf(status).next_open).toBe('2026-01-27T09:15:00+05:30');
  });
});

describe('POST /api/admin/market/calendar/reload', () => {
  it('is for admins only', async () => {
    expect((await reload(investorCookie)).status).toBe(403);
  });

  it('answers 400 naming the entry and field of a bad file and keeps the old calendar on every replica', async () => {
    const file = JSON.parse(readFileSync(BUNDLED, 'utf8'));
    file.days[0].sessions = [{ kind: 'normal', start: '09:15', end: '9.30' }];
    writeFileSync(calendarFile, JSON.stringify(file, null, 2));
    const res = await reload();
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('days[0] (2025-01-01).sessions[0].end');
    expect(JSON.stringify(res.body.details)).toContain('must be HH:MM');

    writeFileSync(calendarFile, '{\n  "version": 1,\n  "days": []\n  "years": []\n}');
    const broken = await reload();
    expect(broken.status).toBe(400);
    expect(broken.body.error).toContain('(file) line 4, column 3');

    expect(nseOf((await get('/market/status')).body.data).holiday).toBe('Republic Day');
    for (const replica of replicas()) expect(nseOf(replica.status()).holiday).toBe('Republic Day');
  });

  it('loads a good file on every replica: without Republic Day, NSE is open this Monday morning', async () => {
    const file = JSON.parse(readFileSync(BUNDLED, 'utf8'));
    file.days = file.days.filter((d: { date: string }) => d.date !== '2026-01-26');
    file.updated = '2026-11-25';
    writeFileSync(calendarFile, JSON.stringify(file, null, 2));
    const res = await reload();
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      source: 'file',
      file: calendarFile,
      updated: '2026-11-25',
      years: [2025, 2026, 2027],
      days: file.days.length,
    });
    for (const replica of replicas())
      await waitFor(
        'the replica to follow the reload',
        () => nseOf(replica.status()).state,
        (s) => s === 'open',
      );
    const nse = nseOf((await get('/market/status')).body.data);
    expect(nse).toMatchObject({ state: 'open', holiday: null, reason: null, next_close: '2026-01-26T15:30:00+05:30' });
  });
});
