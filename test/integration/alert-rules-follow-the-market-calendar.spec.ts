import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { activateCalendar, bundledCalendar, sessionOf } from '@app/calendar';
import { MARKET_EVENTS } from '@app/contracts';
import { loadAlertsConfig } from '../../apps/alerts/src/config/alerts.config.js';
import { RulesCalendar } from '../../apps/alerts/src/rule-engine/rules-calendar.service.js';
import { capturingLogger } from '../support/logs.js';
import { startTestNats, type TestNats } from '../support/nats.js';
import { waitFor } from '../support/wait.js';

const BUNDLED = join(process.cwd(), 'libs', 'calendar', 'src', 'data', 'exchange-calendar.json');
/** Republic Day 2026, a Monday, 11:00 IST: NSE is closed by the bundled calendar. */
const REPUBLIC_DAY_MORNING = new Date('2026-01-26T11:00:00+05:30');

let nats: TestNats;
let nc: NatsConnection;
let dir: string;
let file: string;

const calendarFor = (path: string) =>
  new RulesCalendar(
    loadAlertsConfig({ DATABASE_URL: 'postgres://unused', NATS_URL: nats.url, MARKET_CALENDAR_FILE: path }),
    nc,
    capturingLogger('alerts').logger,
  );
const withoutRepublicDay = () => {
  const data = JSON.parse(readFileSync(BUNDLED, 'utf8'));
  data.days = data.days.filter((d: { date: string }) => d.date !== '2026-01-26');
  return JSON.stringify(data);
};

beforeAll(async () => {
  nats = await startTestNats();
  nc = await connect({ servers: nats.url });
  dir = mkdtempSync(join(tmpdir(), 'alerts-calendar-'));
  file = join(dir, 'exchange-calendar.json');
});

afterAll(async () => {
  activateCalendar(bundledCalendar());
  await nc?.close();
  await nats?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('alert rules judge sessions by the market service calendar file', () => {
  it('reads the operator file at start: a day it leaves out is a trading day', async () => {
    writeFileSync(file, withoutRepublicDay());
    await calendarFor(file).onModuleInit();
    expect(sessionOf('NSE', REPUBLIC_DAY_MORNING)).toBe('open');
  });

  it('follows a reload the market service announces, and keeps the old calendar when the file turns bad', async () => {
    writeFileSync(file, readFileSync(BUNDLED, 'utf8'));
    const calendar = calendarFor(file);
    calendar.onApplicationBootstrap();
    try {
      nc.publish(MARKET_EVENTS.calendarReloaded, JSON.stringify({ origin: 'market-1' }));
      await waitFor(
        'the holiday from the reloaded file',
        () => sessionOf('NSE', REPUBLIC_DAY_MORNING),
        (s) => s === 'closed',
      );

      writeFileSync(file, '{ "version": 1, "days": [');
      nc.publish(MARKET_EVENTS.calendarReloaded, JSON.stringify({ origin: 'market-1' }));
      await nc.flush();
      await new Promise((r) => setTimeout(r, 300));
      expect(sessionOf('NSE', REPUBLIC_DAY_MORNING)).toBe('closed');
    } finally {
      calendar.onModuleDestroy();
    }
  });

  it('refuses to start on a file it cannot read, naming the variable', async () => {
    await expect(calendarFor(join(dir, 'missing.json')).onModuleInit()).rejects.toThrow(/MARKET_CALENDAR_FILE/);
  });
});
