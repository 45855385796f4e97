import request from 'supertest';
import type { TestDatabase } from './postgres.js';
import { INFY, RELIANCE, layout, type ApiClient } from './hostile-cases.js';

/** Text that would do harm if it ever reached SQL unparameterised. */
export const SQL_TEXTS = [
  "'; DROP TABLE portfolio.positions; --",
  "' OR 1=1 --",
  'Robert"); DROP TABLE auth.users;--',
  "1; DELETE FROM settings.layouts WHERE '1'='1",
];

/** Names in scripts and code points that trip up naive text handling. */
export const UNICODE_NAMES = [
  'आशा राव',
  'रिलायंस इंडस्ट्रीज 📈',
  'שלום עולם',
  '\u202Eevil\u202C',
  'zero\u200Bwidth\u200D',
  '🚀💰🇮🇳',
  'Ωμέγα',
  'combining e\u0301',
];

/** Sends SQL-looking text through every form that stores or searches text; answers each response. */
export async function sqlTextRoundTrip(c: ApiClient, text: string, i: number) {
  const pos = await c.post('/portfolio/manual/positions', {
    tradingSymbol: 'RELIANCE',
    instrumentToken: RELIANCE,
    exchange: 'NSE',
    buyPrice: 1400,
    quantity: 1,
    name: text,
  });
  const lay = await c.post('/settings/layouts', { name: `${text} ${Math.random()}`, ...layout() });
  const rule = await c.post('/settings/conditional-formatting', {
    table_name: 'portfolio',
    condition_type: 'greater_than',
    condition_value: 1,
    condition_column: 'pnl',
    text_color: '#ffffff',
    rule_name: text,
  });
  const search = await c.get(`/securities/search?query=${encodeURIComponent(text.slice(0, 64))}&limit=50`);
  const loss = await c.get(`/portfolio/loss-cover/positions?search=${encodeURIComponent(text)}`);
  const symbol = await c.post('/watchlist', {
    instrument_token: RELIANCE,
    target_price: 1000 + i,
    name: text,
    tradingsymbol: text,
  });
  const refused = await c.post('/portfolio/manual/positions', {
    tradingSymbol: text,
    instrumentToken: 999_999_999,
    exchange: 'NSE',
    buyPrice: 1,
    quantity: 1,
  });
  return { pos, lay, rule, search, loss, symbol, refused };
}

/** Sends a unicode name as a position's name and as a layout's; answers both responses. */
export async function unicodeNameRoundTrip(c: ApiClient, name: string, i: number) {
  const pos = await c.post('/portfolio/manual/positions', {
    tradingSymbol: 'INFY',
    instrumentToken: INFY,
    exchange: 'NSE',
    buyPrice: 1500,
    quantity: 1,
    name,
  });
  const lay = await c.post('/settings/layouts', { name: `${name} ${i}`, ...layout() });
  return { pos, lay };
}

const count = async (db: TestDatabase, sql: string) => Number((await db.query<{ n: string }>(sql))[0].n);

/** Tables of the five service schemas. */
export const tableCount = (db: TestDatabase) =>
  count(
    db,
    `SELECT count(*)::text AS n FROM information_schema.tables WHERE table_schema IN ('auth','portfolio','market','settings','alerts')`,
  );
export const userCount = (db: TestDatabase) => count(db, 'SELECT count(*)::text AS n FROM auth.users');
/** Stored rows holding the word `polluted`, anywhere a poisoned body could have landed. */
export const pollutedRowCount = (db: TestDatabase) =>
  count(
    db,
    `SELECT (SELECT count(*) FROM settings.user_settings s WHERE s::text LIKE '%polluted%')
          + (SELECT count(*) FROM settings.layouts l WHERE l::text LIKE '%polluted%')
          + (SELECT count(*) FROM portfolio.positions p WHERE p::text LIKE '%polluted%')
          + (SELECT count(*) FROM portfolio.orders o WHERE o::text LIKE '%polluted%')
          + (SELECT count(*) FROM auth.users u WHERE u::text LIKE '%polluted%') AS n`,
  );

interface Who {
  customerCookie: string;
  customerId: string;
  adminCookie: string;
}

/**
 * Requests holding U+0000 or a lone surrogate in a body, a query string or a path, each named; every one
 * must be refused with 400 naming the field.
 */
export function unstorableTextCases(base: string, who: Who): Array<[string, () => request.Test]> {
  const c = who.customerCookie;
  const nul = 'a\u0000b';
  return [
    [
      'register first_name',
      () =>
        request(base)
          .post('/api/auth/register')
          .send({ email: 'nul.name@example.com', password: 'Nul12345678', first_name: nul }),
    ],
    ['validate-username', () => request(base).post('/api/auth/validate-username').send({ username: nul })],
    [
      'register email with a lone surrogate',
      () => request(base).post('/api/auth/register').send({ email: '\uD800@example.com', password: 'Nul12345678' }),
    ],
    [
      'login email with a lone surrogate',
      () => request(base).post('/api/auth/login').send({ email: '\uDC00', password: 'x' }),
    ],
    [
      'layout name with a lone surrogate',
      () =>
        request(base)
          .post('/api/settings/layouts')
          .set('Cookie', c)
          .send({ name: 'half \uD83D', ...layout() }),
    ],
    [
      'login password',
      () => request(base).post('/api/auth/login').send({ email: 'investor@example.com', password: nul }),
    ],
    [
      'admin first_name',
      () =>
        request(base)
          .put(`/api/admin/users/${who.customerId}`)
          .set('Cookie', who.adminCookie)
          .send({ first_name: nul }),
    ],
    [
      'position name',
      () =>
        request(base).post('/api/portfolio/manual/positions').set('Cookie', c).send({
          tradingSymbol: 'INFY',
          instrumentToken: INFY,
          exchange: 'NSE',
          buyPrice: 1,
          quantity: 1,
          name: nul,
        }),
    ],
    [
      'position symbol',
      () =>
        request(base)
          .post('/api/portfolio/manual/positions')
          .set('Cookie', c)
          .send({ tradingSymbol: nul, instrumentToken: INFY, exchange: 'NSE', buyPrice: 1, quantity: 1 }),
    ],
    [
      'layout name',
      () =>
        request(base)
          .post('/api/settings/layouts')
          .set('Cookie', c)
          .send({ name: nul, ...layout() }),
    ],
    [
      'layout column config key',
      () =>
        request(base)
          .put('/api/settings/last-used-layout')
          .set('Cookie', c)
          .send({ ...layout(), columnConfigs: { [nul]: {} } }),
    ],
    [
      'rule name',
      () =>
        request(base).post('/api/settings/conditional-formatting').set('Cookie', c).send({
          table_name: 'portfolio',
          condition_type: 'greater_than',
          condition_value: 1,
          condition_column: 'pnl',
          text_color: '#ffffff',
          rule_name: nul,
        }),
    ],
    [
      'row identifier',
      () =>
        request(base)
          .post('/api/settings/row-colors')
          .set('Cookie', c)
          .send({ table_name: 'portfolio', row_identifier: nul, background_color: '#ffffff' }),
    ],
    [
      'font family',
      () =>
        request(base)
          .put('/api/settings/font-preferences')
          .set('Cookie', c)
          .send({ base_font_size: 14, font_family: nul }),
    ],
    [
      'container id',
      () =>
        request(base)
          .post('/api/settings/collapsible-states')
          .set('Cookie', c)
          .send({ container_id: nul, is_collapsed: true }),
    ],
    [
      'watchlist name',
      () =>
        request(base)
          .post('/api/watchlist')
          .set('Cookie', c)
          .send({ instrument_token: INFY, target_price: 7, name: nul }),
    ],
    [
      'index name',
      () =>
        request(base)
          .post('/api/dashboard/indices')
          .set('Cookie', c)
          .send({ instrument_token: 256265, side: 'left', name: nul }),
    ],
    ['search query', () => request(base).get('/api/securities/search?query=a%00b').set('Cookie', c)],
    ['loss-cover search', () => request(base).get('/api/portfolio/loss-cover/positions?search=a%00b').set('Cookie', c)],
    ['path id', () => request(base).delete('/api/watchlist/%00').set('Cookie', c)],
  ];
}
