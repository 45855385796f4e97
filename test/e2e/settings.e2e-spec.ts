import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DEMO_USERS } from '@app/contracts';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { TestStack } from '../support/stack.js';
import { cookieHeader, signIn } from '../support/http.js';
import {
  NEW_USER_SETTINGS,
  WHOLE_SETTINGS_CASES,
  fieldsOf,
  layoutBody,
  newUser as register,
  rowsOf as countRows,
  saveALotOfSettings,
  settingsApi,
  statementsDuring,
} from '../support/settings-fixtures.js';
import { waitFor } from '../support/wait.js';

const { admin } = DEMO_USERS;

let infra: TestInfra;
let stack: TestStack;
let base: string;
let me: string;
let other: string;
let adminCookie: string;

const api = (cookie: string) => settingsApi(base, cookie);
const newUser = (email: string) => register(base, email);
const rowsOf = (table: string, userId: string) => countRows(infra, table, userId);

beforeAll(async () => {
  infra = await setUpInfra();
  stack = new TestStack(infra, { SEED_DEMO: 'true', REGISTER_PER_MINUTE: '100' });
  await stack.startServices(['auth', 'settings']);
  base = await stack.startGateway();
  ({ cookie: me } = await newUser('settings.me@example.com'));
  ({ cookie: other } = await newUser('settings.other@example.com'));
  adminCookie = cookieHeader((await signIn(base, admin.email, admin.password)).cookies);
}, 60_000);

afterAll(async () => {
  await stack?.close();
  await infra?.close();
});

describe('settings/all', () => {
  it('gives a new user exactly the defaults', async () => {
    const res = await api(me).get('/settings/all');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.cached).toBe(false);
    expect(res.body.preloaded).toBe(false);
    const d = res.body.data;
    for (const [name, defaults] of Object.entries(NEW_USER_SETTINGS)) expect(d[name]).toEqual(defaults);
    expect(d.conditional_formatting).toEqual([]);
    expect(d.row_colors).toEqual([]);
    expect(d.row_text_colors).toEqual([]);
    expect(d.collapsible_states).toEqual({});
    expect(Object.keys(d.column_configs).sort()).toEqual([
      'analytics',
      'live-portfolio',
      'loss-cover',
      'rebuy',
      'sold-positions',
      'watchlist',
    ]);
    expect(d.column_configs.watchlist).toEqual({
      containerType: 'watchlist',
      selectedColumns: ['instrument', 'livePrice', 'targetPrice', 'difference', 'actions'],
      columnOrder: ['instrument', 'livePrice', 'targetPrice', 'difference', 'actions'],
    });
    expect(Object.keys(d).sort()).toEqual([
      'collapsible_states',
      'color_preferences',
      'column_configs',
      'conditional_formatting',
      'font_preferences',
      'header_preferences',
      'loss_cover',
      'portfolio_variables',
      'row_colors',
      'row_text_colors',
      'table_colors',
      'table_settings',
    ]);
    expect((await request(base).get('/api/settings/all')).status).toBe(401);
  });

  it('costs one SQL statement however much the user has saved', async () => {
    const measure = () =>
      statementsDuring(stack.service('settings'), async (id) => {
        expect((await api(other).get('/settings/all').set('X-Request-Id', id)).status).toBe(200);
      });
    const empty = await measure();
    await saveALotOfSettings(api(other));
    const full = await measure();
    expect(empty).toBe(1);
    expect(full).toBe(empty);
    const res = await api(other).get('/settings/all');
    expect(res.body.data.conditional_formatting).toHaveLength(15);
    expect(res.body.data.row_colors).toHaveLength(15);
    expect(res.body.preloaded).toBe(true);
  });
});

describe('settings replaced whole', () => {
  it.each(WHOLE_SETTINGS_CASES)(
    '%s: saves and answers the object, and refuses bad bodies with the fields and nothing written',
    async (path, good, bad) => {
      const user = await newUser(`whole${path.replace(/\W/g, '')}@example.com`);
      const before = (await api(user.cookie).get('/settings/all')).body.data;
      const refused = await api(user.cookie).put(path, bad);
      expect(refused.status).toBe(400);
      expect(fieldsOf(refused).length).toBeGreaterThan(0);
      expect((await api(user.cookie).put(path, { ...good, extra: 1 })).status).toBe(400);
      expect((await api(user.cookie).get('/settings/all')).body.data).toEqual(before);
      expect(await rowsOf('user_settings', user.id)).toBe(0);
      const saved = await api(user.cookie).put(path, good);
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ success: true, data: good });
      expect((await api(user.cookie).get(path)).body.data).toEqual(good);
    },
  );

  it('sets one table colour at a time, for known tables only', async () => {
    const res = await api(me).put('/settings/table-colors/watchlist', { color: '#0a0a0a' });
    expect(res.status).toBe(200);
    expect(res.body.data.table_colors).toMatchObject({ watchlist: '#0a0a0a', portfolio: '#1a1a1a' });
    expect((await api(me).put('/settings/table-colors/orders', { color: '#0a0a0a' })).status).toBe(400);
    expect(fieldsOf(await api(me).put('/settings/table-colors/portfolio', { color: 'blue' }))).toEqual(['color']);
    expect((await api(me).get('/settings/all')).body.data.table_colors.watchlist).toBe('#0a0a0a');
  });

  it('font size is 10..50', async () => {
    expect((await api(me).put('/settings/font-preferences', { base_font_size: 10, font_family: 'Inter' })).status).toBe(
      200,
    );
    expect((await api(me).put('/settings/font-preferences', { base_font_size: 50, font_family: 'Inter' })).status).toBe(
      200,
    );
    expect((await api(me).put('/settings/font-preferences', { base_font_size: 9, font_family: 'Inter' })).status).toBe(
      400,
    );
  });

  it('user preferences merge over the defaults and are the same values as portfolio variables and loss cover', async () => {
    const user = await newUser('prefs.user@example.com');
    expect((await api(user.cookie).get('/user/preferences')).body.data.preferences).toEqual({
      portfolio_above_cash: 7000,
      portfolio_below_cash: 1000,
      loss_cover_min_percent: 5,
      loss_cover_max_percent: 100,
    });
    const saved = await api(user.cookie).post('/user/preferences', {
      preferences: { portfolio_above_cash: 8000, loss_cover_max_percent: 80 },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.data.preferences).toEqual({
      portfolio_above_cash: 8000,
      portfolio_below_cash: 1000,
      loss_cover_min_percent: 5,
      loss_cover_max_percent: 80,
    });
    const all = (await api(user.cookie).get('/settings/all')).body.data;
    expect(all.portfolio_variables).toMatchObject({ above_cash: 8000, below_cash: 1000, stock_commission_pct: 0.1 });
    expect(all.loss_cover).toEqual({ min_loss_percent: 5, max_loss_percent: 80 });
    for (const body of [
      { preferences: {} },
      { preferences: { portfolio_above_cash: -1 } },
      { preferences: { loss_cover_min_percent: 120 } },
      {},
      { preferences: { unknown: 1 } },
    ]) {
      expect((await api(user.cookie).post('/user/preferences', body)).status).toBe(400);
    }
    expect((await api(user.cookie).get('/user/preferences')).body.data.preferences.portfolio_above_cash).toBe(8000);
  });
});

describe('collapse states and column configs', () => {
  it('keeps collapse states per container', async () => {
    expect(
      (await api(me).post('/settings/collapsible-states', { container_id: 'watchlist', is_collapsed: true })).body.data,
    ).toEqual({ container_id: 'watchlist', is_collapsed: true });
    await api(me).post('/settings/collapsible-states', { container_id: 'watchlist', is_collapsed: false });
    expect((await api(me).get('/settings/collapsible-states')).body.data.states).toEqual({ watchlist: false });
    expect(
      (await api(me).post('/settings/collapsible-states', { container_id: 'watchlist', is_collapsed: 'no' })).status,
    ).toBe(400);
  });

  it('saves column configs with known columns and a matching order, and resets them', async () => {
    const good = {
      containerType: 'rebuy',
      selectedColumns: ['instrument', 'actions', 'sellPrice'],
      columnOrder: ['sellPrice', 'instrument', 'actions'],
    };
    expect((await api(me).put('/settings/column-configs/rebuy', good)).body.data.config).toEqual(good);
    expect((await api(me).get('/settings/column-configs')).body.data.column_configs.rebuy).toEqual(good);
    const bad: [object, string[]][] = [
      [
        {
          ...good,
          selectedColumns: ['instrument', 'actions', 'bogus'],
          columnOrder: ['instrument', 'actions', 'bogus'],
        },
        ['selectedColumns'],
      ],
      [{ ...good, columnOrder: ['instrument', 'actions'] }, ['columnOrder']],
      [{ ...good, selectedColumns: [], columnOrder: [] }, ['selectedColumns']],
      [{ ...good, containerType: 'watchlist' }, ['containerType']],
    ];
    for (const [body, fields] of bad)
      expect(fieldsOf(await api(me).put('/settings/column-configs/rebuy', body))).toEqual(fields);
    expect((await api(me).put('/settings/column-configs/orders', good)).status).toBe(400);
    expect((await api(me).get('/settings/all')).body.data.column_configs.rebuy).toEqual(good);
    const reset = await api(me).del('/settings/column-configs/rebuy');
    expect(reset.body.data.config.selectedColumns).toEqual([
      'instrument',
      'livePrice',
      'sellPrice',
      'currentGainLoss',
      'currentGainLossPercent',
      'actions',
    ]);
  });
});

describe('user deletion', () => {
  it('counts the settings rows in data-summary and removes them when the user is deleted', async () => {
    const user = await newUser('settings.leaving@example.com');
    await api(user.cookie).put('/settings/loss-cover', { min_loss_percent: 1, max_loss_percent: 2 });
    await api(user.cookie).post('/settings/layouts', layoutBody('Mine'));
    await api(user.cookie).post('/settings/row-colors', {
      table_name: 'portfolio',
      row_identifier: 'A',
      background_color: '#111111',
    });
    const summary = await api(adminCookie).get(`/admin/users/${user.id}/data-summary`);
    expect(summary.body.data.services.settings).toMatchObject({ user_settings: 1, layouts: 1, row_colors: 1 });
    expect((await api(adminCookie).del(`/admin/users/${user.id}`)).status).toBe(200);
    const left = await waitFor(
      "the deleted user's settings rows to go",
      async () =>
        (await rowsOf('user_settings', user.id)) +
        (await rowsOf('layouts', user.id)) +
        (await rowsOf('row_colors', user.id)),
      (n) => n === 0,
    );
    expect(left).toBe(0);
  });
});
