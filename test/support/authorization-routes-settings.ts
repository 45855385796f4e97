import { layoutBody, nextSeq, ok, ownedByA, signedIn, type Entry, type Fixtures } from './authorization-routes.js';

/** Who may call the settings routes (the authorization matrix). */
export function settingsRoutes(fx: Fixtures): Record<string, Entry> {
  return {
    // Settings: whole-object settings are per user; rules, colours and layouts are A's rows.
    'GET /api/settings/all': { expect: signedIn(200) },
    'GET /api/settings/portfolio-variables': { expect: signedIn(200) },
    'PUT /api/settings/portfolio-variables': {
      expect: signedIn(200),
      body: () => ({ above_cash: 7000, below_cash: 1000, stock_commission_pct: 0.1, future_commission_pct: 0.05 }),
    },
    'GET /api/settings/loss-cover': { expect: signedIn(200) },
    'PUT /api/settings/loss-cover': {
      expect: signedIn(200),
      body: () => ({ min_loss_percent: 1, max_loss_percent: 50 }),
    },
    'GET /api/settings/color-preferences': { expect: signedIn(200) },
    'PUT /api/settings/color-preferences': {
      expect: signedIn(200),
      body: () => ({ primary: '#111111', success: '#00ff00', danger: '#ff0000', warning: '#ffaa00', info: '#0000ff' }),
    },
    'GET /api/settings/table-settings': { expect: signedIn(200) },
    'PUT /api/settings/table-settings': {
      expect: signedIn(200),
      body: () => ({
        separate_pnl_columns: true,
        show_percentage_pnl: true,
        show_cash_pnl: false,
        enable_conditional_formatting: true,
        enable_row_colors: false,
      }),
    },
    'GET /api/settings/font-preferences': { expect: signedIn(200) },
    'PUT /api/settings/font-preferences': {
      expect: signedIn(200),
      body: () => ({ base_font_size: 15, font_family: 'Inter' }),
    },
    'GET /api/settings/header-preferences': { expect: signedIn(200) },
    'PUT /api/settings/header-preferences': {
      expect: signedIn(200),
      body: () => ({ auto_hide_enabled: true, proximity_threshold: 40, hide_delay: 500, show_delay: 100 }),
    },
    'PUT /api/settings/table-colors/:table': {
      expect: signedIn(200),
      path: () => '/settings/table-colors/watchlist',
      body: () => ({ color: '#123456' }),
    },
    'GET /api/settings/conditional-formatting': { expect: signedIn(200) },
    'POST /api/settings/conditional-formatting': {
      expect: signedIn(201),
      body: () => ({
        table_name: 'watchlist',
        condition_type: 'less_than',
        condition_value: 0,
        condition_column: 'pnl',
        background_color: '#ff0000',
      }),
    },
    'PUT /api/settings/conditional-formatting/:id': {
      expect: ownedByA(200),
      prepare: async () => ({ id: await fx.newRule() }),
      path: (f) => `/settings/conditional-formatting/${f.id}`,
      body: () => ({ priority: 9 }),
      onA: true,
    },
    'DELETE /api/settings/conditional-formatting/:id': {
      expect: ownedByA(200),
      prepare: async () => ({ id: await fx.newRule() }),
      path: (f) => `/settings/conditional-formatting/${f.id}`,
      onA: true,
    },
    'GET /api/settings/row-colors': { expect: signedIn(200) },
    'POST /api/settings/row-colors': {
      expect: signedIn(200),
      body: () => ({ table_name: 'watchlist', row_identifier: 'INFY', background_color: '#eeeeee' }),
    },
    'DELETE /api/settings/row-colors': {
      expect: ownedByA(200),
      prepare: async () => (
        await ok(
          fx.asA().post('/settings/row-colors', {
            table_name: 'portfolio',
            row_identifier: 'A-only',
            background_color: '#eeeeee',
          }),
        ),
        {}
      ),
      body: () => ({ table_name: 'portfolio', row_identifier: 'A-only' }),
      onA: true,
    },
    'GET /api/settings/row-text-colors': { expect: signedIn(200) },
    'POST /api/settings/row-text-colors': {
      expect: signedIn(200),
      body: () => ({ table_name: 'watchlist', row_identifier: 'INFY', text_color: '#111111' }),
    },
    'DELETE /api/settings/row-text-colors': {
      expect: ownedByA(200),
      prepare: async () => (
        await ok(
          fx.asA().post('/settings/row-text-colors', {
            table_name: 'portfolio',
            row_identifier: 'A-only',
            text_color: '#111111',
          }),
        ),
        {}
      ),
      body: () => ({ table_name: 'portfolio', row_identifier: 'A-only' }),
      onA: true,
    },
    'GET /api/settings/collapsible-states': { expect: signedIn(200) },
    'POST /api/settings/collapsible-states': {
      expect: signedIn(200),
      body: () => ({ container_id: 'watchlist', is_collapsed: true }),
    },
    'GET /api/settings/column-configs': { expect: signedIn(200) },
    'PUT /api/settings/column-configs/:containerType': {
      expect: signedIn(200),
      path: () => '/settings/column-configs/watchlist',
      body: () => ({
        containerType: 'watchlist',
        selectedColumns: ['instrument', 'actions'],
        columnOrder: ['instrument', 'actions'],
      }),
    },
    'DELETE /api/settings/column-configs/:containerType': {
      expect: signedIn(200),
      path: () => '/settings/column-configs/watchlist',
    },
    'GET /api/settings/layouts': { expect: signedIn(200) },
    'POST /api/settings/layouts': {
      expect: signedIn(201),
      body: (_f, a) => ({ name: `Layout of ${a.name} ${nextSeq()}`, ...layoutBody }),
    },
    'PUT /api/settings/layouts/:id': {
      expect: ownedByA(200),
      prepare: async () => ({ id: await fx.newLayout() }),
      path: (f) => `/settings/layouts/${f.id}`,
      body: () => ({ ...layoutBody, name: `Taken over ${nextSeq()}` }),
      onA: true,
    },
    'DELETE /api/settings/layouts/:id': {
      expect: ownedByA(200),
      prepare: async () => ({ id: await fx.newLayout() }),
      path: (f) => `/settings/layouts/${f.id}`,
      onA: true,
    },
    'GET /api/settings/last-used-layout': { expect: signedIn(200) },
    'PUT /api/settings/last-used-layout': { expect: signedIn(200), body: () => layoutBody },
    'GET /api/settings/active-layout': { expect: signedIn(200) },
    // Pointing one's active layout at A's layout is refused as not found.
    'PUT /api/settings/active-layout': {
      expect: ownedByA(200),
      prepare: async () => ({ id: await fx.newLayout() }),
      body: (f) => ({ active_layout_id: f.id }),
      onA: true,
    },
    'GET /api/user/preferences': { expect: signedIn(200) },
    // Answers 201 (pinned by the settings suite), unlike the other upserts.
    'POST /api/user/preferences': {
      expect: signedIn(201),
      body: () => ({ preferences: { portfolio_above_cash: 5000 } }),
    },
  };
}
