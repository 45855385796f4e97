import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { COLUMN_SETS } from '@app/contracts';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { TestStack } from '../support/stack.js';
import { fieldsOf, item, newUser, settingsApi, type SettingsApi } from '../support/settings-fixtures.js';

// What a client written from the spec may send, through /api: each is accepted and stored completed,
// and bad input in the same places still gets a 400 naming the fields.
let infra: TestInfra;
let stack: TestStack;
let api: SettingsApi;

beforeAll(async () => {
  infra = await setUpInfra();
  stack = new TestStack(infra);
  await stack.startServices(['auth', 'settings']);
  const base = await stack.startGateway();
  api = settingsApi(base, (await newUser(base, 'spec.client@example.com')).cookie);
}, 60_000);

afterAll(async () => {
  await stack?.close();
  await infra?.close();
});

const watchlistFirstFour = COLUMN_SETS.watchlist.columns.slice(0, 4);
const watchlistWithActions = [...watchlistFirstFour, 'actions'];

describe('the last-used layout timestamp', () => {
  const body = { layout: [item('analytics')], containers: ['analytics'], columnConfigs: {} };

  it('given as epoch milliseconds is stored and answered as the same instant in ISO form', async () => {
    const ms = Date.UTC(2026, 10, 20, 10, 0, 0);
    const put = await api.put('/settings/last-used-layout', { ...body, timestamp: ms });
    expect(put.status).toBe(200);
    expect(put.body.data.timestamp).toBe('2026-11-20T10:00:00.000Z');
    expect((await api.get('/settings/last-used-layout')).body.data).toEqual({
      ...body,
      timestamp: '2026-11-20T10:00:00.000Z',
    });
  });

  it('given as an ISO string is kept', async () => {
    const put = await api.put('/settings/last-used-layout', { ...body, timestamp: '2026-11-21T09:15:00.000Z' });
    expect(put.body.data.timestamp).toBe('2026-11-21T09:15:00.000Z');
  });

  it('that is neither gets a 400 naming timestamp', async () => {
    for (const timestamp of ['yesterday', 1.5, -1, true, '2026-13-45T00:00:00Z']) {
      const res = await api.put('/settings/last-used-layout', { ...body, timestamp });
      expect(res.status).toBe(400);
      expect(fieldsOf(res)).toEqual(['timestamp']);
    }
  });
});

describe('a saved layout whose container has no grid item', () => {
  it('is saved with the fallback item: x 0, y at the bottom, w 6, h 6', async () => {
    const res = await api.post('/settings/layouts', {
      name: 'Fallback',
      layout: [
        { i: 'live-portfolio', x: 0, y: 0, w: 6, h: 4 },
        { i: 'rebuy', x: 6, y: 1, w: 6, h: 8 },
      ],
      containers: ['live-portfolio', 'rebuy', 'watchlist'],
      columnConfigs: {},
    });
    expect(res.status).toBe(201);
    const saved = (await api.get('/settings/layouts')).body.layouts.find(
      (l: { name: string }) => l.name === 'Fallback',
    );
    expect(saved.layout).toContainEqual({ i: 'watchlist', x: 0, y: 9, w: 6, h: 6 });
    expect(saved.layout).toHaveLength(3);
  });

  it('still refuses a grid item without a container, naming layout', async () => {
    const res = await api.post('/settings/layouts', {
      name: 'Orphan item',
      layout: [item('rebuy'), item('watchlist')],
      containers: ['watchlist'],
    });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual(['layout']);
  });
});

describe('a column configuration that leaves out a required column', () => {
  it("the spec's watchlist default (its first four columns) is saved with Actions added", async () => {
    const res = await api.put('/settings/column-configs/watchlist', {
      containerType: 'watchlist',
      selectedColumns: watchlistFirstFour,
      columnOrder: watchlistFirstFour,
    });
    expect(res.status).toBe(200);
    const completed = {
      containerType: 'watchlist',
      selectedColumns: watchlistWithActions,
      columnOrder: watchlistWithActions,
    };
    expect(res.body.data.config).toEqual(completed);
    expect((await api.get('/settings/column-configs')).body.data.column_configs.watchlist).toEqual(completed);
  });

  it('inside a layout is saved completed too', async () => {
    const res = await api.post('/settings/layouts', {
      name: 'Columns',
      layout: [item('watchlist')],
      containers: ['watchlist'],
      columnConfigs: {
        watchlist: { containerType: 'watchlist', selectedColumns: watchlistFirstFour, columnOrder: watchlistFirstFour },
      },
    });
    expect(res.status).toBe(201);
    const saved = (await api.get('/settings/layouts')).body.layouts.find((l: { name: string }) => l.name === 'Columns');
    expect(saved.columnConfigs.watchlist.selectedColumns).toEqual(watchlistWithActions);
  });

  it('with an unknown column or an order that does not match still gets a 400 naming the fields', async () => {
    const unknown = await api.put('/settings/column-configs/watchlist', {
      containerType: 'watchlist',
      selectedColumns: ['instrument', 'bogus'],
      columnOrder: ['instrument', 'bogus'],
    });
    expect(fieldsOf(unknown)).toEqual(['selectedColumns']);
    const order = await api.put('/settings/column-configs/watchlist', {
      containerType: 'watchlist',
      selectedColumns: ['instrument', 'livePrice'],
      columnOrder: ['instrument'],
    });
    expect(fieldsOf(order)).toEqual(['columnOrder']);
  });
});
