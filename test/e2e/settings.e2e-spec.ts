import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { DEFAULT_FONT_FAMILY, DEMO_USERS } from '@app/contracts';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { TestStack } from '../support/stack.js';
import { cookieHeader, signIn } from '../support/http.js';

const { admin } = DEMO_USERS;

let infra: TestInfra;
let stack: TestStack;
let base: string;
let me: string;
let meId: string;
let other: string;
let adminCookie: string;

const api = (cookie: string) => ({
  get: (path: string) => request(base).get(`/api${path}`).set('Cookie', cookie),
  put: (path: string, body: unknown) => request(base).put(`/api${path}`).set('Cookie', cookie).send(body as object),
  post: (path: string, body: unknown) => request(base).post(`/api${path}`).set('Cookie', cookie).send(body as object),
  del: (path: string, body?: unknown) => request(base).delete(`/api${path}`).set('Cookie', cookie).send(body as object),
});
const rowsOf = async (table: string, userId: string) => Number((await infra.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM settings.${table} WHERE user_id = $1`, [userId]))[0].n);
const fieldsOf = (res: request.Response) => (res.body.details ?? []).map((d: { field: string }) => d.field);

const item = (i: string, x = 0) => ({ i, x, y: 0, w: 6, h: 6 });
const layoutBody = (name: string) => ({
  name,
  layout: [item('live-portfolio'), item('watchlist', 6)],
  containers: ['live-portfolio', 'watchlist'],
  columnConfigs: { watchlist: { containerType: 'watchlist', selectedColumns: ['instrument', 'actions'], columnOrder: ['instrument', 'actions'] } },
});

async function newUser(email: string) {
  await request(base).post('/api/auth/register').send({ email, password: 'Settings12345' });
  const s = await signIn(base, email, 'Settings12345');
  return { cookie: cookieHeader(s.cookies), id: s.user.id };
}

beforeAll(async () => {
  infra = await setUpInfra();
  stack = new TestStack(infra, { SEED_DEMO: 'true', REGISTER_PER_MINUTE: '100' });
  await stack.startServices(['auth', 'settings']);
  base = await stack.startGateway();
  ({ cookie: me, id: meId } = await newUser('settings.me@example.com'));
  ({ cookie: other } = await newUser('settings.other@example.com'));
  adminCookie = cookieHeader((await signIn(base, admin.email, admin.password)).cookies);
}, 60_000);

afterAll(async () => {
  await stack?.close();
  await infra?.close();
});

describe('settings/all', () => {
  it('gives a new user exactly the defaults of the specification', async () => {
    const res = await api(me).get('/settings/all');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.cached).toBe(false);
    expect(res.body.preloaded).toBe(false);
    const d = res.body.data;
    expect(d.portfolio_variables).toEqual({ above_cash: 7000, below_cash: 1000, stock_commission_pct: 0.1, future_commission_pct: 0.05 });
    expect(d.loss_cover).toEqual({ min_loss_percent: 5, max_loss_percent: 100 });
    expect(d.color_preferences).toEqual({ primary: '#FFD700', success: '#10B981', danger: '#EF4444', warning: '#F59E0B', info: '#3B82F6' });
    expect(d.table_colors).toEqual({ portfolio: '#1a1a1a', analytics: '#1a1a1a', watchlist: '#1a1a1a', rebuy: '#1a1a1a', loss_cover: '#1a1a1a' });
    expect(d.table_settings).toEqual({ separate_pnl_columns: false, show_percentage_pnl: true, show_cash_pnl: true, enable_conditional_formatting: true, enable_row_colors: true });
    expect(d.font_preferences).toEqual({ base_font_size: 14, font_family: DEFAULT_FONT_FAMILY });
    expect(d.header_preferences).toEqual({ auto_hide_enabled: false, proximity_threshold: 50, hide_delay: 1000, show_delay: 100 });
    expect(d.conditional_formatting).toEqual([]);
    expect(d.row_colors).toEqual([]);
    expect(d.row_text_colors).toEqual([]);
    expect(d.collapsible_states).toEqual({});
    expect(Object.keys(d.column_configs).sort()).toEqual(['analytics', 'live-portfolio', 'loss-cover', 'rebuy', 'sold-positions', 'watchlist']);
    expect(d.column_configs.watchlist).toEqual({ containerType: 'watchlist', selectedColumns: ['instrument', 'livePrice', 'targetPrice', 'difference', 'actions'], columnOrder: ['instrument', 'livePrice', 'targetPrice', 'difference', 'actions'] });
    expect(Object.keys(d).sort()).toEqual([
      'collapsible_states', 'color_preferences', 'column_configs', 'conditional_formatting', 'font_preferences', 'header_preferences',
      'loss_cover', 'portfolio_variables', 'row_colors', 'row_text_colors', 'table_colors', 'table_settings',
    ]);
    expect((await request(base).get('/api/settings/all')).status).toBe(401);
  });

  it('costs one SQL statement however much the user has saved', async () => {
    const settingsApp = stack.service('settings');
    const ds = settingsApp.get(DataSource);
    const runner = ds.createQueryRunner();
    const proto = Object.getPrototypeOf(runner) as { query: (...args: unknown[]) => Promise<unknown> };
    await runner.release();
    const original = proto.query;
    let count = 0;
    proto.query = function (this: unknown, ...args: unknown[]) {
      count++;
      return original.apply(this, args);
    };
    try {
      const measure = async () => {
        count = 0;
        expect((await api(other).get('/settings/all')).status).toBe(200);
        return count;
      };
      const empty = await measure();
      for (let i = 0; i < 15; i++) {
        await api(other).post('/settings/conditional-formatting', { table_name: 'portfolio', condition_type: 'greater_than', condition_value: i, condition_column: 'profitLoss', background_color: '#00ff00' });
        await api(other).post('/settings/row-colors', { table_name: 'watchlist', row_identifier: `row-${i}`, background_color: '#123456' });
        await api(other).post('/settings/collapsible-states', { container_id: `c-${i}`, is_collapsed: true });
      }
      for (const t of ['portfolio', 'watchlist', 'rebuy']) await api(other).put(`/settings/table-colors/${t}`, { color: '#222222' });
      for (let i = 0; i < 5; i++) await api(other).post('/settings/layouts', layoutBody(`Layout ${i}`));
      const full = await measure();
      expect(empty).toBe(1);
      expect(full).toBe(empty);
      const res = await api(other).get('/settings/all');
      expect(res.body.data.conditional_formatting).toHaveLength(15);
      expect(res.body.data.row_colors).toHaveLength(15);
      expect(res.body.preloaded).toBe(true);
    } finally {
      proto.query = original;
    }
  });
});

describe('settings replaced whole', () => {
  const cases: [string, object, object][] = [
    ['/settings/portfolio-variables', { above_cash: 9000, below_cash: 500, stock_commission_pct: 0.2, future_commission_pct: 0.03 }, { above_cash: -1, below_cash: 1.5, stock_commission_pct: 101, future_commission_pct: 'x' }],
    ['/settings/loss-cover', { min_loss_percent: 2.5, max_loss_percent: 60 }, { min_loss_percent: -1, max_loss_percent: 101 }],
    ['/settings/color-preferences', { primary: '#000000', success: '#111', danger: '#222222', warning: '#333333', info: '#444444' }, { primary: 'red', success: '#111', danger: '#222222', warning: '#333333', info: '#44' }],
    ['/settings/table-settings', { separate_pnl_columns: true, show_percentage_pnl: false, show_cash_pnl: true, enable_conditional_formatting: false, enable_row_colors: true }, { separate_pnl_columns: 'yes' }],
    ['/settings/font-preferences', { base_font_size: 20, font_family: 'Roboto' }, { base_font_size: 51, font_family: '' }],
    ['/settings/header-preferences', { auto_hide_enabled: true, proximity_threshold: 80, hide_delay: 500, show_delay: 50 }, { auto_hide_enabled: true, proximity_threshold: -5, hide_delay: 500, show_delay: 50 }],
  ];

  it.each(cases)('%s: saves and answers the object, and refuses bad bodies with the fields and nothing written', async (path, good, bad) => {
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
  });

  it('sets one table colour at a time, for known tables only', async () => {
    const res = await api(me).put('/settings/table-colors/watchlist', { color: '#0a0a0a' });
    expect(res.status).toBe(200);
    expect(res.body.data.table_colors).toMatchObject({ watchlist: '#0a0a0a', portfolio: '#1a1a1a' });
    expect((await api(me).put('/settings/table-colors/orders', { color: '#0a0a0a' })).status).toBe(400);
    expect(fieldsOf(await api(me).put('/settings/table-colors/portfolio', { color: 'blue' }))).toEqual(['color']);
    expect((await api(me).get('/settings/all')).body.data.table_colors.watchlist).toBe('#0a0a0a');
  });

  it('font size is 10..50', async () => {
    expect((await api(me).put('/settings/font-preferences', { base_font_size: 10, font_family: 'Inter' })).status).toBe(200);
    expect((await api(me).put('/settings/font-preferences', { base_font_size: 50, font_family: 'Inter' })).status).toBe(200);
    expect((await api(me).put('/settings/font-preferences', { base_font_size: 9, font_family: 'Inter' })).status).toBe(400);
  });

  it('user preferences merge over the defaults and are the same values as portfolio variables and loss cover', async () => {
    const user = await newUser('prefs.user@example.com');
    expect((await api(user.cookie).get('/user/preferences')).body.data.preferences).toEqual({ portfolio_above_cash: 7000, portfolio_below_cash: 1000, loss_cover_min_percent: 5, loss_cover_max_percent: 100 });
    const saved = await api(user.cookie).post('/user/preferences', { preferences: { portfolio_above_cash: 8000, loss_cover_max_percent: 80 } });
    expect(saved.status).toBe(201);
    expect(saved.body.data.preferences).toEqual({ portfolio_above_cash: 8000, portfolio_below_cash: 1000, loss_cover_min_percent: 5, loss_cover_max_percent: 80 });
    const all = (await api(user.cookie).get('/settings/all')).body.data;
    expect(all.portfolio_variables).toMatchObject({ above_cash: 8000, below_cash: 1000, stock_commission_pct: 0.1 });
    expect(all.loss_cover).toEqual({ min_loss_percent: 5, max_loss_percent: 80 });
    for (const body of [{ preferences: {} }, { preferences: { portfolio_above_cash: -1 } }, { preferences: { loss_cover_min_percent: 120 } }, {}, { preferences: { unknown: 1 } }]) {
      expect((await api(user.cookie).post('/user/preferences', body)).status).toBe(400);
    }
    expect((await api(user.cookie).get('/user/preferences')).body.data.preferences.portfolio_above_cash).toBe(8000);
  });
});

describe('conditional formatting', () => {
  const rule = { table_name: 'portfolio', condition_type: 'greater_than', condition_value: 0, condition_column: 'profitLoss', background_color: '#10B981', rule_name: 'Profit' };

  it('creates, lists highest priority first, filters by table, updates and deletes', async () => {
    const low = await api(me).post('/settings/conditional-formatting', { ...rule, priority: 1 });
    expect(low.status).toBe(201);
    expect(low.body.data.rule).toMatchObject({ ...rule, priority: 1, is_active: true, condition_value_max: null, text_color: null, id: expect.any(String) });
    const high = await api(me).post('/settings/conditional-formatting', { ...rule, priority: 9, table_name: 'watchlist', condition_type: 'between', condition_value: 1, condition_value_max: 5 });
    expect(high.status).toBe(201);
    const all = (await api(me).get('/settings/conditional-formatting')).body.data.rules;
    expect(all.map((r: { priority: number }) => r.priority)).toEqual([9, 1]);
    const portfolio = (await api(me).get('/settings/conditional-formatting?table_name=portfolio')).body.data.rules;
    expect(portfolio).toHaveLength(1);
    const updated = await api(me).put(`/settings/conditional-formatting/${low.body.data.rule.id}`, { priority: 20, text_color: '#ffffff' });
    expect(updated.body.data.rule).toMatchObject({ priority: 20, text_color: '#ffffff', background_color: '#10B981' });
    expect((await api(me).get('/settings/all')).body.data.conditional_formatting[0].id).toBe(low.body.data.rule.id);
    expect((await api(me).del(`/settings/conditional-formatting/${high.body.data.rule.id}`)).status).toBe(200);
    expect((await api(me).get('/settings/conditional-formatting')).body.data.rules).toHaveLength(1);
  });

  it('validates rules, including between needing its upper value after an update', async () => {
    const before = await rowsOf('conditional_formatting_rules', meId);
    const bad = [
      { ...rule, condition_type: 'between' },
      { ...rule, condition_type: 'roughly' },
      { ...rule, table_name: 'orders' },
      { ...rule, background_color: 'green' },
      { ...rule, background_color: undefined },
      { ...rule, condition_value: 'ten' },
      { ...rule, condition_column: '' },
    ];
    for (const body of bad) expect((await api(me).post('/settings/conditional-formatting', body)).status).toBe(400);
    const r = (await api(me).post('/settings/conditional-formatting', rule)).body.data.rule;
    const res = await api(me).put(`/settings/conditional-formatting/${r.id}`, { condition_type: 'between' });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual(['condition_value_max']);
    expect((await api(me).get(`/settings/conditional-formatting?table_name=portfolio`)).body.data.rules.find((x: { id: string }) => x.id === r.id).condition_type).toBe('greater_than');
    expect(await rowsOf('conditional_formatting_rules', meId)).toBe(before + 1);
  });

  it("answers 404 for another user's rule and 400 for a bad id", async () => {
    const r = (await api(me).post('/settings/conditional-formatting', rule)).body.data.rule;
    expect((await api(other).put(`/settings/conditional-formatting/${r.id}`, { priority: 3 })).status).toBe(404);
    expect((await api(other).del(`/settings/conditional-formatting/${r.id}`)).status).toBe(404);
    expect((await api(me).del('/settings/conditional-formatting/not-a-uuid')).status).toBe(400);
  });
});

describe('row colours, collapse states and column configs', () => {
  it.each([
    ['row-colors', 'background_color'],
    ['row-text-colors', 'text_color'],
  ])('%s: sets (replacing), lists by table and deletes by table and row', async (path, colorField) => {
    expect((await api(me).post(`/settings/${path}`, { table_name: 'portfolio', row_identifier: 'RELIANCE', [colorField]: '#ff0000' })).status).toBe(200);
    expect((await api(me).post(`/settings/${path}`, { table_name: 'portfolio', row_identifier: 'RELIANCE', [colorField]: '#00ff00' })).status).toBe(200);
    await api(me).post(`/settings/${path}`, { table_name: 'watchlist', row_identifier: 'INFY', [colorField]: '#0000ff' });
    const key = path.replace(/-/g, '_');
    expect((await api(me).get(`/settings/${path}?table_name=portfolio`)).body.data[key]).toEqual([{ table_name: 'portfolio', row_identifier: 'RELIANCE', [colorField]: '#00ff00' }]);
    expect((await api(me).get(`/settings/${path}`)).body.data[key]).toHaveLength(2);
    expect((await api(me).post(`/settings/${path}`, { table_name: 'portfolio', row_identifier: 'X', [colorField]: 'pink' })).status).toBe(400);
    expect((await api(me).del(`/settings/${path}`, { table_name: 'portfolio', row_identifier: 'RELIANCE' })).status).toBe(200);
    expect((await api(me).del(`/settings/${path}`, { table_name: 'portfolio', row_identifier: 'RELIANCE' })).status).toBe(404);
    expect((await api(other).get(`/settings/${path}`)).body.data[key].some((r: { row_identifier: string }) => r.row_identifier === 'INFY')).toBe(false);
  });

  it('keeps collapse states per container', async () => {
    expect((await api(me).post('/settings/collapsible-states', { container_id: 'watchlist', is_collapsed: true })).body.data).toEqual({ container_id: 'watchlist', is_collapsed: true });
    await api(me).post('/settings/collapsible-states', { container_id: 'watchlist', is_collapsed: false });
    expect((await api(me).get('/settings/collapsible-states')).body.data.states).toEqual({ watchlist: false });
    expect((await api(me).post('/settings/collapsible-states', { container_id: 'watchlist', is_collapsed: 'no' })).status).toBe(400);
  });

  it('saves column configs with required columns and a matching order, and resets them', async () => {
    const good = { containerType: 'rebuy', selectedColumns: ['instrument', 'actions', 'sellPrice'], columnOrder: ['sellPrice', 'instrument', 'actions'] };
    expect((await api(me).put('/settings/column-configs/rebuy', good)).body.data.config).toEqual(good);
    expect((await api(me).get('/settings/column-configs')).body.data.column_configs.rebuy).toEqual(good);
    const bad: [object, string[]][] = [
      [{ ...good, selectedColumns: ['sellPrice'], columnOrder: ['sellPrice'] }, ['selectedColumns']],
      [{ ...good, selectedColumns: ['instrument', 'actions', 'bogus'], columnOrder: ['instrument', 'actions', 'bogus'] }, ['selectedColumns']],
      [{ ...good, columnOrder: ['instrument', 'actions'] }, ['columnOrder']],
      [{ ...good, selectedColumns: [], columnOrder: [] }, ['selectedColumns']],
      [{ ...good, containerType: 'watchlist' }, ['containerType']],
    ];
    for (const [body, fields] of bad) expect(fieldsOf(await api(me).put('/settings/column-configs/rebuy', body))).toEqual(fields);
    expect((await api(me).put('/settings/column-configs/orders', good)).status).toBe(400);
    expect((await api(me).get('/settings/all')).body.data.column_configs.rebuy).toEqual(good);
    const reset = await api(me).del('/settings/column-configs/rebuy');
    expect(reset.body.data.config.selectedColumns).toEqual(['instrument', 'livePrice', 'sellPrice', 'currentGainLoss', 'currentGainLossPercent', 'actions']);
  });
});

describe('layouts', () => {
  it('saves, lists as {success, layouts}, renames and refuses duplicate names', async () => {
    const created = await api(me).post('/settings/layouts', layoutBody('  Morning  '));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, layout_id: expect.any(String), id: created.body.layout_id });
    const list = await api(me).get('/settings/layouts');
    expect(list.body).toEqual({ success: true, layouts: [expect.objectContaining({ id: created.body.id, name: 'Morning', containers: ['live-portfolio', 'watchlist'], updatedAt: expect.any(String) })] });
    expect((await api(me).post('/settings/layouts', layoutBody('morning'))).status).toBe(409);
    const other2 = await api(me).post('/settings/layouts', layoutBody('Evening'));
    expect((await api(me).put(`/settings/layouts/${other2.body.id}`, { ...layoutBody('x'), name: 'MORNING' })).status).toBe(409);
    const renamed = await api(me).put(`/settings/layouts/${other2.body.id}`, { ...layoutBody('x'), name: 'Night' });
    expect(renamed.body.data.layout.name).toBe('Night');
    const autosave = await api(me).put(`/settings/layouts/${other2.body.id}`, { layout: [item('rebuy')], containers: ['rebuy'], columnConfigs: {} });
    expect(autosave.body.data.layout).toMatchObject({ name: 'Night', containers: ['rebuy'] });
  });

  it("refuses empty layouts, blank names, bad grid items and another user's layouts", async () => {
    const empty = await api(me).post('/settings/layouts', { name: 'Empty', layout: [], containers: [], columnConfigs: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Cannot save empty layout');
    expect(fieldsOf(await api(me).post('/settings/layouts', { ...layoutBody('x'), name: '   ' }))).toEqual(['name']);
    const tooBig = await api(me).post('/settings/layouts', { ...layoutBody('Big'), layout: [{ ...item('live-portfolio'), w: 13 }, item('watchlist')] });
    expect(tooBig.status).toBe(400);
    expect(fieldsOf(tooBig)[0]).toMatch(/^layout\.0\.w/);
    expect((await api(me).post('/settings/layouts', { ...layoutBody('Small'), layout: [{ ...item('live-portfolio'), h: 1 }, item('watchlist')] })).status).toBe(400);
    expect((await api(me).post('/settings/layouts', { ...layoutBody('Orphan'), containers: ['live-portfolio'] })).status).toBe(400);
    const mine = (await api(me).get('/settings/layouts')).body.layouts[0];
    expect((await api(other).put(`/settings/layouts/${mine.id}`, layoutBody('Stolen'))).status).toBe(404);
    expect((await api(other).del(`/settings/layouts/${mine.id}`)).status).toBe(404);
    expect((await api(other).put('/settings/active-layout', { active_layout_id: mine.id })).status).toBe(404);
    expect((await api(me).get('/settings/layouts')).body.layouts.map((l: { name: string }) => l.name).sort()).toEqual(['Morning', 'Night']);
  });

  it('keeps the last-used layout and the active layout, and deleting the active layout clears it', async () => {
    expect((await api(me).get('/settings/last-used-layout')).body).toEqual({ success: true, data: null });
    const lastUsed = { layout: [item('analytics')], containers: ['analytics'], columnConfigs: {}, timestamp: '2026-11-20T10:00:00.000Z' };
    expect((await api(me).put('/settings/last-used-layout', lastUsed)).body.data).toEqual(lastUsed);
    expect((await api(me).get('/settings/last-used-layout')).body.data).toEqual(lastUsed);
    const created = await api(me).post('/settings/layouts', layoutBody('Active one'));
    expect((await api(me).put('/settings/active-layout', { active_layout_id: created.body.id })).body.data).toEqual({ active_layout_id: created.body.id });
    expect((await api(me).get('/settings/active-layout')).body.data).toEqual({ active_layout_id: created.body.id });
    expect((await api(me).put('/settings/active-layout', { active_layout_id: 'nope' })).status).toBe(400);
    expect((await api(me).put('/settings/active-layout', { active_layout_id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await api(me).del(`/settings/layouts/${created.body.id}`)).status).toBe(200);
    expect((await api(me).get('/settings/active-layout')).body.data).toEqual({ active_layout_id: null });
  });
});

describe('user deletion', () => {
  it('counts the settings rows in data-summary and removes them when the user is deleted', async () => {
    const user = await newUser('settings.leaving@example.com');
    await api(user.cookie).put('/settings/loss-cover', { min_loss_percent: 1, max_loss_percent: 2 });
    await api(user.cookie).post('/settings/layouts', layoutBody('Mine'));
    await api(user.cookie).post('/settings/row-colors', { table_name: 'portfolio', row_identifier: 'A', background_color: '#111111' });
    const summary = await api(adminCookie).get(`/admin/users/${user.id}/data-summary`);
    expect(summary.body.data.services.settings).toMatchObject({ user_settings: 1, layouts: 1, row_colors: 1 });
    expect((await api(adminCookie).del(`/admin/users/${user.id}`)).status).toBe(200);
    let left = 3;
    for (let i = 0; i < 50 && left > 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      left = (await rowsOf('user_settings', user.id)) + (await rowsOf('layouts', user.id)) + (await rowsOf('row_colors', user.id));
    }
    expect(left).toBe(0);
  });
});
