import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { TestStack } from '../support/stack.js';
import {
  PROFIT_RULE,
  fieldsOf,
  item,
  layoutBody,
  newUser as register,
  rowsOf as countRows,
  settingsApi,
} from '../support/settings-fixtures.js';

// Conditional formatting, row colours and saved layouts, through the gateway, for two users.
let infra: TestInfra;
let stack: TestStack;
let base: string;
let me: string;
let meId: string;
let other: string;

const api = (cookie: string) => settingsApi(base, cookie);
const newUser = (email: string) => register(base, email);
const rowsOf = (table: string, userId: string) => countRows(infra, table, userId);

beforeAll(async () => {
  infra = await setUpInfra();
  stack = new TestStack(infra, { REGISTER_PER_MINUTE: '100' });
  await stack.startServices(['auth', 'settings']);
  base = await stack.startGateway();
  ({ cookie: me, id: meId } = await newUser('formatting.me@example.com'));
  ({ cookie: other } = await newUser('formatting.other@example.com'));
}, 60_000);

afterAll(async () => {
  await stack?.close();
  await infra?.close();
});

describe('conditional formatting', () => {
  const rule = PROFIT_RULE;

  it('creates, lists highest priority first, filters by table, updates and deletes', async () => {
    const low = await api(me).post('/settings/conditional-formatting', { ...rule, priority: 1 });
    expect(low.status).toBe(201);
    expect(low.body.data.rule).toMatchObject({
      ...rule,
      priority: 1,
      is_active: true,
      condition_value_max: null,
      text_color: null,
      id: expect.any(String),
    });
    const high = await api(me).post('/settings/conditional-formatting', {
      ...rule,
      priority: 9,
      table_name: 'watchlist',
      condition_type: 'between',
      condition_value: 1,
      condition_value_max: 5,
    });
    expect(high.status).toBe(201);
    const all = (await api(me).get('/settings/conditional-formatting')).body.data.rules;
    expect(all.map((r: { priority: number }) => r.priority)).toEqual([9, 1]);
    const portfolio = (await api(me).get('/settings/conditional-formatting?table_name=portfolio')).body.data.rules;
    expect(portfolio).toHaveLength(1);
    const updated = await api(me).put(`/settings/conditional-formatting/${low.body.data.rule.id}`, {
      priority: 20,
      text_color: '#ffffff',
    });
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
    expect(
      (await api(me).get(`/settings/conditional-formatting?table_name=portfolio`)).body.data.rules.find(
        (x: { id: string }) => x.id === r.id,
      ).condition_type,
    ).toBe('greater_than');
    expect(await rowsOf('conditional_formatting_rules', meId)).toBe(before + 1);
  });

  it("answers 404 for another user's rule and 400 for a bad id", async () => {
    const r = (await api(me).post('/settings/conditional-formatting', rule)).body.data.rule;
    expect((await api(other).put(`/settings/conditional-formatting/${r.id}`, { priority: 3 })).status).toBe(404);
    expect((await api(other).del(`/settings/conditional-formatting/${r.id}`)).status).toBe(404);
    expect((await api(me).del('/settings/conditional-formatting/not-a-uuid')).status).toBe(400);
  });
});

describe('row colours', () => {
  it.each([
    ['row-colors', 'background_color'],
    ['row-text-colors', 'text_color'],
  ])('%s: sets (replacing), lists by table and deletes by table and row', async (path, colorField) => {
    expect(
      (
        await api(me).post(`/settings/${path}`, {
          table_name: 'portfolio',
          row_identifier: 'RELIANCE',
          [colorField]: '#ff0000',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api(me).post(`/settings/${path}`, {
          table_name: 'portfolio',
          row_identifier: 'RELIANCE',
          [colorField]: '#00ff00',
        })
      ).status,
    ).toBe(200);
    await api(me).post(`/settings/${path}`, {
      table_name: 'watchlist',
      row_identifier: 'INFY',
      [colorField]: '#0000ff',
    });
    const key = path.replace(/-/g, '_');
    expect((await api(me).get(`/settings/${path}?table_name=portfolio`)).body.data[key]).toEqual([
      { table_name: 'portfolio', row_identifier: 'RELIANCE', [colorField]: '#00ff00' },
    ]);
    expect((await api(me).get(`/settings/${path}`)).body.data[key]).toHaveLength(2);
    expect(
      (await api(me).post(`/settings/${path}`, { table_name: 'portfolio', row_identifier: 'X', [colorField]: 'pink' }))
        .status,
    ).toBe(400);
    expect(
      (await api(me).del(`/settings/${path}`, { table_name: 'portfolio', row_identifier: 'RELIANCE' })).status,
    ).toBe(200);
    expect(
      (await api(me).del(`/settings/${path}`, { table_name: 'portfolio', row_identifier: 'RELIANCE' })).status,
    ).toBe(404);
    expect(
      (await api(other).get(`/settings/${path}`)).body.data[key].some(
        (r: { row_identifier: string }) => r.row_identifier === 'INFY',
      ),
    ).toBe(false);
  });
});

describe('layouts', () => {
  it('saves, lists as {success, layouts}, renames and refuses duplicate names', async () => {
    const created = await api(me).post('/settings/layouts', layoutBody('  Morning  '));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, layout_id: expect.any(String), id: created.body.layout_id });
    const list = await api(me).get('/settings/layouts');
    expect(list.body).toEqual({
      success: true,
      layouts: [
        expect.objectContaining({
          id: created.body.id,
          name: 'Morning',
          containers: ['live-portfolio', 'watchlist'],
          updatedAt: expect.any(String),
        }),
      ],
    });
    expect((await api(me).post('/settings/layouts', layoutBody('morning'))).status).toBe(409);
    const other2 = await api(me).post('/settings/layouts', layoutBody('Evening'));
    expect(
      (await api(me).put(`/settings/layouts/${other2.body.id}`, { ...layoutBody('x'), name: 'MORNING' })).status,
    ).toBe(409);
    const renamed = await api(me).put(`/settings/layouts/${other2.body.id}`, { ...layoutBody('x'), name: 'Night' });
    expect(renamed.body.data.layout.name).toBe('Night');
    const autosave = await api(me).put(`/settings/layouts/${other2.body.id}`, {
      layout: [item('rebuy')],
      containers: ['rebuy'],
      columnConfigs: {},
    });
    expect(autosave.body.data.layout).toMatchObject({ name: 'Night', containers: ['rebuy'] });
  });

  it("refuses empty layouts, blank names, bad grid items and another user's layouts", async () => {
    const empty = await api(me).post('/settings/layouts', {
      name: 'Empty',
      layout: [],
      containers: [],
      columnConfigs: {},
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Cannot save empty layout');
    expect(fieldsOf(await api(me).post('/settings/layouts', { ...layoutBody('x'), name: '   ' }))).toEqual(['name']);
    const tooBig = await api(me).post('/settings/layouts', {
      ...layoutBody('Big'),
      layout: [{ ...item('live-portfolio'), w: 13 }, item('watchlist')],
    });
    expect(tooBig.status).toBe(400);
    expect(fieldsOf(tooBig)[0]).toMatch(/^layout\.0\.w/);
    expect(
      (
        await api(me).post('/settings/layouts', {
          ...layoutBody('Small'),
          layout: [{ ...item('live-portfolio'), h: 1 }, item('watchlist')],
        })
      ).status,
    ).toBe(400);
    expect(
      (await api(me).post('/settings/layouts', { ...layoutBody('Orphan'), containers: ['live-portfolio'] })).status,
    ).toBe(400);
    const mine = (await api(me).get('/settings/layouts')).body.layouts[0];
    expect((await api(other).put(`/settings/layouts/${mine.id}`, layoutBody('Stolen'))).status).toBe(404);
    expect((await api(other).del(`/settings/layouts/${mine.id}`)).status).toBe(404);
    expect((await api(other).put('/settings/active-layout', { active_layout_id: mine.id })).status).toBe(404);
    expect((await api(me).get('/settings/layouts')).body.layouts.map((l: { name: string }) => l.name).sort()).toEqual([
      'Morning',
      'Night',
    ]);
  });

  it('keeps the last-used layout and the active layout, and deleting the active layout clears it', async () => {
    expect((await api(me).get('/settings/last-used-layout')).body).toEqual({ success: true, data: null });
    const lastUsed = {
      layout: [item('analytics')],
      containers: ['analytics'],
      columnConfigs: {},
      timestamp: '2026-11-20T10:00:00.000Z',
    };
    expect((await api(me).put('/settings/last-used-layout', lastUsed)).body.data).toEqual(lastUsed);
    expect((await api(me).get('/settings/last-used-layout')).body.data).toEqual(lastUsed);
    const created = await api(me).post('/settings/layouts', layoutBody('Active one'));
    expect((await api(me).put('/settings/active-layout', { active_layout_id: created.body.id })).body.data).toEqual({
      active_layout_id: created.body.id,
    });
    expect((await api(me).get('/settings/active-layout')).body.data).toEqual({ active_layout_id: created.body.id });
    expect((await api(me).put('/settings/active-layout', { active_layout_id: 'nope' })).status).toBe(400);
    expect(
      (await api(me).put('/settings/active-layout', { active_layout_id: '00000000-0000-4000-8000-000000000000' }))
        .status,
    ).toBe(404);
    expect((await api(me).del(`/settings/layouts/${created.body.id}`)).status).toBe(200);
    expect((await api(me).get('/settings/active-layout')).body.data).toEqual({ active_layout_id: null });
  });
});
