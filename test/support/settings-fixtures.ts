import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { DEFAULT_FONT_FAMILY } from '@app/contracts';
import { cookieHeader, signIn } from './http.js';
import type { TestInfra } from './infra.js';
import { statementsOfRequest } from './statements.js';

/** The /api routes of a gateway as one signed-in user calls them. */
export function settingsApi(base: string, cookie: string) {
  const send = (req: request.Test, body: unknown) => req.set('Cookie', cookie).send(body as object);
  return {
    get: (path: string) => request(base).get(`/api${path}`).set('Cookie', cookie),
    put: (path: string, body: unknown) => send(request(base).put(`/api${path}`), body),
    post: (path: string, body: unknown) => send(request(base).post(`/api${path}`), body),
    del: (path: string, body?: unknown) => send(request(base).delete(`/api${path}`), body),
  };
}
export type SettingsApi = ReturnType<typeof settingsApi>;

/** Registers and signs in a customer; answers their Cookie header and id. */
export async function newUser(base: string, email: string): Promise<{ cookie: string; id: string }> {
  await request(base).post('/api/auth/register').send({ email, password: 'Settings12345' });
  const s = await signIn(base, email, 'Settings12345');
  return { cookie: cookieHeader(s.cookies), id: s.user.id };
}

/** How many rows a user has in one settings table, read straight from Postgres. */
export async function rowsOf(infra: TestInfra, table: string, userId: string): Promise<number> {
  const [row] = await infra.db.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM settings.${table} WHERE user_id = $1`,
    [userId],
  );
  return Number(row.n);
}

export const fieldsOf = (res: request.Response): string[] =>
  (res.body.details ?? []).map((d: { field: string }) => d.field);

export const item = (i: string, x = 0) => ({ i, x, y: 0, w: 6, h: 6 });

/** A two-container layout (live portfolio and watchlist) with a column config for the watchlist. */
export const layoutBody = (name: string) => ({
  name,
  layout: [item('live-portfolio'), item('watchlist', 6)],
  containers: ['live-portfolio', 'watchlist'],
  columnConfigs: {
    watchlist: {
      containerType: 'watchlist',
      selectedColumns: ['instrument', 'actions'],
      columnOrder: ['instrument', 'actions'],
    },
  },
});

/** "Profit in green" on the portfolio table. */
export const PROFIT_RULE = {
  table_name: 'portfolio',
  condition_type: 'greater_than',
  condition_value: 0,
  condition_column: 'profitLoss',
  background_color: '#10B981',
  rule_name: 'Profit',
};

/** The settings read whole that a user who saved nothing gets, by name. */
export const NEW_USER_SETTINGS: Record<string, object> = {
  portfolio_variables: { above_cash: 7000, below_cash: 1000, stock_commission_pct: 0.1, future_commission_pct: 0.05 },
  loss_cover: { min_loss_percent: 5, max_loss_percent: 100 },
  color_preferences: { primary: '#FFD700', success: '#10B981', danger: '#EF4444', warning: '#F59E0B', info: '#3B82F6' },
  table_colors: {
    portfolio: '#1a1a1a',
    analytics: '#1a1a1a',
    watchlist: '#1a1a1a',
    rebuy: '#1a1a1a',
    loss_cover: '#1a1a1a',
  },
  table_settings: {
    separate_pnl_columns: false,
    show_percentage_pnl: true,
    show_cash_pnl: true,
    enable_conditional_formatting: true,
    enable_row_colors: true,
  },
  font_preferences: { base_font_size: 14, font_family: DEFAULT_FONT_FAMILY },
  header_preferences: { auto_hide_enabled: false, proximity_threshold: 50, hide_delay: 1000, show_delay: 100 },
};

/** Each setting replaced whole: its path, a body it accepts, and a body it refuses. */
export const WHOLE_SETTINGS_CASES: [string, object, object][] = [
  [
    '/settings/portfolio-variables',
    { above_cash: 9000, below_cash: 500, stock_commission_pct: 0.2, future_commission_pct: 0.03 },
    { above_cash: -1, below_cash: 1.5, stock_commission_pct: 101, future_commission_pct: 'x' },
  ],
  [
    '/settings/loss-cover',
    { min_loss_percent: 2.5, max_loss_percent: 60 },
    { min_loss_percent: -1, max_loss_percent: 101 },
  ],
  [
    '/settings/color-preferences',
    { primary: '#000000', success: '#111', danger: '#222222', warning: '#333333', info: '#444444' },
    { primary: 'red', success: '#111', danger: '#222222', warning: '#333333', info: '#44' },
  ],
  [
    '/settings/table-settings',
    {
      separate_pnl_columns: true,
      show_percentage_pnl: false,
      show_cash_pnl: true,
      enable_conditional_formatting: false,
      enable_row_colors: true,
    },
    { separate_pnl_columns: 'yes' },
  ],
  [
    '/settings/font-preferences',
    { base_font_size: 20, font_family: 'Roboto' },
    { base_font_size: 51, font_family: '' },
  ],
  [
    '/settings/header-preferences',
    { auto_hide_enabled: true, proximity_threshold: 80, hide_delay: 500, show_delay: 50 },
    { auto_hide_enabled: true, proximity_threshold: -5, hide_delay: 500, show_delay: 50 },
  ],
];

/** Saves a lot of everything: 15 rules, row colours and collapse states, 3 table colours, 5 layouts. */
export async function saveALotOfSettings(api: SettingsApi): Promise<void> {
  for (let i = 0; i < 15; i++) {
    await api.post('/settings/conditional-formatting', {
      table_name: 'portfolio',
      condition_type: 'greater_than',
      condition_value: i,
      condition_column: 'profitLoss',
      background_color: '#00ff00',
    });
    await api.post('/settings/row-colors', {
      table_name: 'watchlist',
      row_identifier: `row-${i}`,
      background_color: '#123456',
    });
    await api.post('/settings/collapsible-states', { container_id: `c-${i}`, is_collapsed: true });
  }
  for (const t of ['portfolio', 'watchlist', 'rebuy'])
    await api.put(`/settings/table-colors/${t}`, { color: '#222222' });
  for (let i = 0; i < 5; i++) await api.post('/settings/layouts', layoutBody(`Layout ${i}`));
}

/** Counts the SQL statements a service sends to Postgres for the one request `work` sends with the given id. */
export async function statementsDuring(
  app: INestApplicationContext,
  work: (requestId: string) => Promise<void>,
): Promise<number> {
  return (await statementsOfRequest(app, work)).statements;
}
